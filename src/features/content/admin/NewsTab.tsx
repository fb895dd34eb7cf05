import React from 'react';
import ContentTab from './ContentTab';
import { NEWS_TAB } from './kinds';

/** News announcements: pinned ones lead the news page; drafts and scheduled ones stay unseen. */
export default function NewsTab() {
  return <ContentTab {...NEWS_TAB} />;
}
