import React from 'react';
import ContentTab from './ContentTab';
import { ABOUT_TAB } from './kinds';

/** The about-us sections; a section's slug is the route segment it appears under (/About/<slug>). */
export default function AboutTab() {
  return <ContentTab {...ABOUT_TAB} />;
}
