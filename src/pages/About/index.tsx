import React from 'react';
import SectionPage, { AREAS } from '@/features/content/SectionPage';

/** `/About`: every section of the area, fetched from the server, with an anchor menu. */
export default function AboutPage() {
  return <SectionPage {...AREAS.about} />;
}
