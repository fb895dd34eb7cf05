import React from 'react';
import SectionPage, { AREAS, MATE_INTRO_SLUG } from '@/features/content/SectionPage';
import MateIntro from '@/features/content/SectionPage/MateIntro';

/** `/MATE`: the underwater track, its introduction and every section on one page. */
export default function MatePage() {
  return (
    <SectionPage {...AREAS.mate} introSlug={MATE_INTRO_SLUG} intro={(item) => <MateIntro item={item} />} />
  );
}
