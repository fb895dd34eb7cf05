/**
 * Every operation's docs, found by its declaration: for the server's routes (/api/docs) and the test
 * that no operation goes undocumented. Not for the SPA.
 */
import { CONTENT_KINDS } from '../../vocabulary';
import type { Docs, Operation } from '../operation';
import * as accounts from './accounts';
import { docs as accountsDocs } from './accounts.docs';
import * as attendance from './attendance';
import { docs as attendanceDocs } from './attendance.docs';
import * as audit from './audit';
import { docs as auditDocs } from './audit.docs';
import * as content from './content';
import * as contentAdmin from './content-admin';
import { adminContentDocs, docs as contentAdminDocs } from './content-admin.docs';
import { docs as contentDocs } from './content.docs';
import * as enrolment from './enrolment';
import { docs as enrolmentDocs } from './enrolment.docs';
import * as events from './events';
import { docs as eventsDocs } from './events.docs';
import * as notices from './notices';
import { docs as noticesDocs } from './notices.docs';
import * as platform from './platform';
import { docs as platformDocs } from './platform.docs';
import * as recovery from './recovery';
import { docs as recoveryDocs } from './recovery.docs';
import * as results from './results';
import { docs as resultsDocs } from './results.docs';
import * as scoring from './scoring';
import { docs as scoringDocs } from './scoring.docs';
import * as simulation from './simulation';
import { docs as simulationDocs } from './simulation.docs';
import * as teams from './teams';
import { docs as teamsDocs } from './teams.docs';
import * as twoFactor from './two-factor';
import { docs as twoFactorDocs } from './two-factor.docs';
import * as users from './users';
import { docs as usersDocs } from './users.docs';

const byOperation = new Map<Operation, Docs>();

const pairs: Array<[object, Record<string, Docs>]> = [
  [accounts, accountsDocs],
  [attendance, attendanceDocs],
  [audit, auditDocs],
  [content, contentDocs],
  [contentAdmin, contentAdminDocs],
  [enrolment, enrolmentDocs],
  [events, eventsDocs],
  [notices, noticesDocs],
  [platform, platformDocs],
  [recovery, recoveryDocs],
  [results, resultsDocs],
  [scoring, scoringDocs],
  [simulation, simulationDocs],
  [teams, teamsDocs],
  [twoFactor, twoFactorDocs],
  [users, usersDocs],
];
for (const [declarations, docs] of pairs) {
  for (const [name, doc] of Object.entries(docs))
    byOperation.set((declarations as Record<string, Operation>)[name]!, doc);
}
for (const kind of CONTENT_KINDS) {
  const docs = adminContentDocs(kind);
  for (const [name, operation] of Object.entries(contentAdmin.adminContent[kind])) {
    byOperation.set(operation, docs[name as keyof typeof docs]);
  }
}

export const docsOf = (operation: Operation): Docs | undefined => byOperation.get(operation);
