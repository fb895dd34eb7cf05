import React from 'react';
import ContentTab from './ContentTab';
import { BANNER_TAB } from './kinds';

/** Home page banners, shown in position order: image, link and texts per locale. */
export default function BannersTab() {
  return <ContentTab {...BANNER_TAB} />;
}
