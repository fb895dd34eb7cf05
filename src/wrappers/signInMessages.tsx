/**
 * Wraps the sign-in page (config/routes.ts): it renders once the page's own words are in, the only
 * part beside the public one that it downloads. Should the download fail, the page renders anyway,
 * as at start.
 */
import { Outlet } from '@umijs/max';
import React from 'react';
import { suspendUntilMessages } from '@/locales/load';

export default function SignInMessages() {
  suspendUntilMessages('signIn');
  return <Outlet />;
}
