/** What /api/docs says of each users operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './users';

export const docs: OperationDocs<typeof operations> = {
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
