import React from 'react';
import SectionPage, { AREAS } from '@/features/content/SectionPage';

/** `/About/<slug>`: one section of the area alone; a slug the area does not have is the 404 page. */
export default function AboutSectionPage() {
  return <SectionPage {...AREAS.about} />;
}
