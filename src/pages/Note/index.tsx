import React from 'react';
import SectionPage, { AREAS } from '@/features/content/SectionPage';

/** `/Note`: every section of the area, fetched from the server, with an anchor menu. */
export default function NotePage() {
  return <SectionPage {...AREAS.notes} />;
}
