/** What /api/docs says of each two-factor operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './two-factor';

export const docs: OperationDocs<typeof operations> = {
  resetTwoFactor: {
    summary: 'Turn off someone’s two-factor sign-in (phone and recovery codes lost)',
    description:
      'Their recovery codes become void and their sessions end; they get a notice and a mail. ' +
      'Refused (403) for the admin’s own account, 404 for an unknown user, 409 when it is off.',
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
};
