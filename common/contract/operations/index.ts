/** Every operation of the API, by area. */
export * as accounts from './accounts';
export * as attendance from './attendance';
export * as audit from './audit';
export * as content from './content';
export * as contentAdmin from './content-admin';
export * as enrolment from './enrolment';
export * as events from './events';
export * as notices from './notices';
export * as platform from './platform';
export * as recovery from './recovery';
export * as results from './results';
export * as scoring from './scoring';
export * as simulation from './simulation';
export * as teams from './teams';
export * as twoFactor from './two-factor';
export * as users from './users';
