/**
 * Wraps the admin console (config/routes.ts), inside the account part's wrapper: it renders once the
 * console's own words are in. They load at start on `/Admin`, or on the move there (src/app.tsx); no
 * other page downloads them. Should the download fail, the console renders anyway, as at start.
 */
import { Outlet } from '@umijs/max';
import React from 'react';
import { suspendUntilMessages } from '@/locales/load';

export default function AdminMessages() {
  suspendUntilMessages('admin');
  return <Outlet />;
}
