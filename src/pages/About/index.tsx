import React from 'react';
import AreaHeader from '@/components/AreaHeader';
import SectionPage from '@/components/SectionPage';
import about from '@/content/about';

/** `/About` shows every section; `/About/<id>` (the Section route) shows one of them. */
export default function AboutPage() {
  return (
    <>
      <AreaHeader basePath="/About" titleId="about.title" subtitleId="about.subtitle" sections={about} />
      <SectionPage basePath="/About" sections={about} />
    </>
  );
}
