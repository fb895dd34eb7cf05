/** What /api/docs says of each recovery operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './recovery';

export const docs: OperationDocs<typeof operations> = {
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
};
