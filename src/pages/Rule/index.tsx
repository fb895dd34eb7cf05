import React from 'react';
import SectionPage, { AREAS } from '@/features/content/SectionPage';

/** `/Rule`: every section of the area, fetched from the server, with an anchor menu. */
export default function RulePage() {
  return <SectionPage {...AREAS.rules} />;
}
