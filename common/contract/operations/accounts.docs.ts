/** What /api/docs says of each accounts operation; the SPA does not load it. */
import { NOT_SIGNED_IN, type OperationDocs } from '../operation';
import type * as operations from './accounts';

export const docs: OperationDocs<typeof operations> = {
  register: {
    summary: 'Create an account',
  },
  login: {
    summary: 'Log in with username (or email) and password, or with phone and SMS code',
    description:
      'With two-factor sign-in on, a right password (or SMS code) alone answers status totp-required and ' +
      'no session; the same call with `totp` (a current code or an unused recovery code) signs in. A ' +
      'wrong `totp` counts as a failed login.',
  },
  captcha: {
    summary: 'Send a six-digit login code to a phone',
    description:
      'The code is sent by SMS (the built-in sender writes it to the server log) and never appears in the ' +
      'answer. Phones without an account get the same answer, and no message.',
  },
  logout: {
    summary: 'Log out: end this session',
  },
  currentUser: {
    summary: 'The signed-in user',
    description: `Without a session: HTTP 200 with code ${NOT_SIGNED_IN} and data null, so public pages stay public.`,
  },
};
