/**
 * The messages of sign-in, registration, the account area and enrolment, loaded
 * with the first of their pages (src/wrappers/accountMessages.tsx): a visitor reading the public
 * pages does not download them.
 */
import account from './account';
import team from './team';
import security from './security';
import twoFactor from './twoFactor';
import recovery from './recovery';
import teamResults from './teamResults';
import scoring from './scoring';
import simulation from './simulation';

export default {
  ...account,
  ...team,
  ...security,
  ...twoFactor,
  ...recovery,
  ...teamResults,
  ...scoring,
  ...simulation,
};
