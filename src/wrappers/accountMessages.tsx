/**
 * Wraps the pages that speak the account part of the messages (config/routes.ts): they render once
 * it is in. A visit that starts on such a page loads it beside the rest, and the server names it among
 * the page's preloads; a move from a public page starts it on the route change (both in src/app.tsx)
 * and waits for it here, under the route's loading indicator. Should the download fail, the page
 * renders anyway, as at start.
 */
import { getLocale, Outlet } from '@umijs/max';
import React from 'react';
import { loadMessages, messagesSettled } from '@/locales/load';
import type { Locale } from '@/locales/supported';

export default function AccountMessages() {
  const locale = getLocale() as Locale;
  // Suspense's contract: the route's boundary shows its fallback until the promise settles.
  if (!messagesSettled(locale, 'account')) throw loadMessages(locale, 'account');
  return <Outlet />;
}
