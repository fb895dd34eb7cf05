import React from 'react';
import ContentTab from './content/ContentTab';
import { NEWS_TAB } from './content/kinds';

/** News announcements: pinned ones lead the news page; drafts and scheduled ones stay unseen. */
export default function NewsTab() {
  return <ContentTab {...NEWS_TAB} />;
}
