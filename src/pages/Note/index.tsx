import React from 'react';
import AreaHeader from '@/components/AreaHeader';
import SectionPage from '@/components/SectionPage';
import notes from '@/content/notes';

/** `/Note` shows every section; `/Note/<id>` (the Section route) shows one of them. */
export default function NotePage() {
  return (
    <>
      <AreaHeader basePath="/Note" titleId="note.title" subtitleId="note.subtitle" sections={notes} />
      <SectionPage basePath="/Note" sections={notes} />
    </>
  );
}
