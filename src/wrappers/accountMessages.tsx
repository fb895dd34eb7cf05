/**
 * Wraps the pages that speak the account part of the messages (config/routes.ts): they render once
 * it is in, with the sign-in page's part, whose field rules their forms share. A visit that starts on such a page loads it beside the rest, and the server names it among
 * the page's preloads; a move from a public page starts it on the route change (both in src/app.tsx)
 * and waits for it here, under the route's loading indicator. Should the download fail, the page
 * renders anyway, as at start.
 */
import { Outlet } from '@umijs/max';
import React from 'react';
import { suspendUntilMessages } from '@/locales/load';

export default function AccountMessages() {
  suspendUntilMessages('signIn', 'account');
  return <Outlet />;
}
