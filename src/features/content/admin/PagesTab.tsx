import React from 'react';
import ContentTab from './ContentTab';
import { PAGES_TAB } from './kinds';

/** The sections of the other public areas (rules, notes, home, trivia…), one area at a time. */
export default function PagesTab() {
  return <ContentTab {...PAGES_TAB} />;
}
