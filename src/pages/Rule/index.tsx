import { SEASON } from '@common/season';
import React from 'react';
import AreaHeader from '@/components/AreaHeader';
import SectionPage from '@/components/SectionPage';
import rules from '@/content/rules';

/** `/Rule` shows every section; `/Rule/<id>` (the Section route) shows one of them. */
export default function RulePage() {
  return (
    <>
      <AreaHeader
        basePath="/Rule"
        titleId="rule.title"
        subtitleId="rule.subtitle"
        subtitleValues={{ year: SEASON.year }}
        sections={rules}
      />
      <SectionPage basePath="/Rule" sections={rules} />
    </>
  );
}
