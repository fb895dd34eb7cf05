import React from 'react';
import SectionPage, { AREAS } from '@/features/content/SectionPage';

/** `/Note/<slug>`: one section of the area alone; a slug the area does not have is the 404 page. */
export default function NoteSectionPage() {
  return <SectionPage {...AREAS.notes} />;
}
