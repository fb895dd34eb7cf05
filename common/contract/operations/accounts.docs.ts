/** What /api/docs says of each accounts operation; the SPA does not load it. */
import { NOT_SIGNED_IN, type OperationDocs } from '../operation';
import type * as operations from './accounts';

export const docs: OperationDocs<typeof operations> = {
  resetTwoFactor: {
    summary: 'Turn off someone’s two-factor sign-in (phone and recovery codes lost)',
    description:
      'Their recovery codes become void and their sessions end; they get a notice and a mail. ' +
      'Refused (403) for the admin’s own account, 404 for an unknown user, 409 when it is off.',
  },
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
  forgotPassword: {
    summary: 'Mail a password-reset link',
    description:
      'Answers the same whether or not an account has this address. When one does, a link valid ' +
      'for 30 minutes and usable once goes to it, in the account’s language.',
  },
  resetPassword: {
    summary: 'Set a new password with a reset link’s token',
    description:
      'The password must be as strong as at registration. Ends every session of the account and ' +
      'uses the link up; a bad, used or expired token is a 400 and changes nothing.',
  },
  verifyEmail: {
    summary: 'Verify an email address with its link’s token',
    description: 'Works without a session (the link may be opened on another device). A link works once.',
  },
  revertEmail: {
    summary: 'Undo an email change with the link mailed to the former address',
    description:
      'Puts the former address back (verified), ends every session of the account and voids its ' +
      'reset, verification and other undo links. Works without a session. A link works once, for ' +
      '7 days; a bad, used or expired token is a 400 and changes nothing; 409 when another account ' +
      'has the address now.',
  },
  resendVerification: {
    summary: 'Mail the verification link again',
    description: 'In the language of the page that asks. 400 when the address is verified already.',
  },
  setUpTwoFactor: {
    summary: 'Start setting up two-factor sign-in: a new secret, not active until confirmed',
    description: 'Asking again replaces a pending secret. 409 when two-factor is already on.',
  },
  enableTwoFactor: {
    summary: 'Turn two-factor sign-in on with a code from the app; answers ten recovery codes, once',
    description:
      'Needs the current password, so a stolen session cannot turn it on and lock the owner out; a ' +
      'wrong one counts against the same budgets as a failed login (past them the answer is 429). ' +
      'Ends every other session of the user; this one counts as having passed the second step.',
  },
  disableTwoFactor: {
    summary: 'Turn two-factor sign-in off with the password and a TOTP or recovery code',
    description:
      'A wrong password or code counts as a failed login of the account, so a session left open ' +
      'cannot be used to guess either. Ends every other session of the user.',
  },
  currentUser: {
    summary: 'The signed-in user',
    description: `Without a session: HTTP 200 with code ${NOT_SIGNED_IN} and data null, so public pages stay public.`,
  },
  listUsers: {
    summary: 'All users, paginated; keyword matches username, nickname or email',
  },
  getUser: {
    summary: 'One user in full (admins), as the settings call takes it',
  },
  updateUser: {
    summary: 'Replace a user’s editable fields (the user themself, or an admin)',
    description:
      'Every field must be present and unknown fields are refused; only email and nickname must be ' +
      'filled in, and phone is null or ‘’ for none. The current user as GET /api/user/currentUser ' +
      'answers it is accepted as is: its read-only fields (username, passwordStrength, createdAt) are ' +
      'refused only when they differ from the stored user; unreadCount and emailVerified are ignored. ' +
      'A changed email is unverified until the link mailed to it is opened. Users changing ' +
      'their own email give their current `password` (a wrong one counts against the same ' +
      'budgets as a failed login; past them the answer is 429), and the former address gets a ' +
      'link that undoes the change. Nobody changes their own access; only admins change anyone’s.',
  },
  changePassword: {
    summary: 'Change the password',
    description:
      'Ends every session of the user and starts a fresh one for this browser. Wrong current ' +
      'passwords count against the same budgets as failed logins: past them the answer is 429.',
  },
  myEvpi: {
    summary: 'My personal information for enrolment (null until saved)',
  },
  saveEvpi: {
    summary: 'Save my personal information for enrolment',
    description: 'Participants under 18 must give a guardian’s name and phone.',
  },
  userEvpi: {
    summary: 'A user’s personal information for enrolment (admins)',
  },
};
