/** What /api/docs says of each enrolment operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './enrolment';

export const docs: OperationDocs<typeof operations> = {
  listAdminCompetitions: {
    summary: 'Competitions, paged, filtered and sorted',
  },
  createCompetition: {
    summary: 'Create a competition',
  },
  updateCompetition: {
    summary: 'Change a competition; new places go to the waiting list at once',
  },
  deleteCompetition: {
    summary: 'Delete a competition without teams',
  },
  listPhases: {
    summary: 'Phases of competitions',
  },
  createPhase: {
    summary: 'Create a phase',
  },
  updatePhase: {
    summary: 'Change a phase',
  },
  deletePhase: {
    summary: 'Delete a phase',
  },
  listAllEnrolments: {
    summary: 'Enrolments, paged, filtered and sorted',
  },
  reviewEnrolment: {
    summary: 'Approve a pending enrolment, or reject a pending or waitlisted one, with a note',
  },
  reviewEnrolments: {
    summary: 'Decide several enrolments at once; each is decided on its own',
  },
  enrolmentsCsv: {
    summary: 'A competition’s enrolments as CSV, one row per member',
  },
  listCompetitions: {
    summary: 'Competitions: open for enrolment first, then upcoming, full and closed',
  },
  getCompetition: {
    summary: 'One competition with its phases',
  },
  listMyEnrolments: {
    summary: 'Enrolments of my teams, newest first',
  },
  enrol: {
    summary: 'Enrol my team (its leader)',
    description:
      'Checks the window, team size, advisors, every member’s personal information and the age limits, all at once. ' +
      'With a free place the team holds it (pending review, or approved); otherwise it is waitlisted.',
  },
  withdraw: {
    summary: 'Withdraw my team’s enrolment (its leader); the place goes to the first team waiting',
  },
};
