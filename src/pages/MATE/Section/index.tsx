import React from 'react';
import SectionPage, { AREAS, MATE_INTRO_SLUG } from '@/features/content/SectionPage';

/** `/MATE/Feature50`, `/MATE/Feature51`: one section of the underwater track alone. */
export default function MateSectionPage() {
  return <SectionPage {...AREAS.mate} introSlug={MATE_INTRO_SLUG} />;
}
