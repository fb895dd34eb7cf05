import React from 'react';
import ContentTab from './content/ContentTab';
import { BANNER_TAB } from './content/kinds';

/** Home page banners, shown in position order: image, link and texts per locale. */
export default function BannersTab() {
  return <ContentTab {...BANNER_TAB} />;
}
