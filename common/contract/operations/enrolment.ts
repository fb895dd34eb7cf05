import type { Operation } from '../operation';

export const listAdminCompetitions = {
  method: 'GET',
  path: '/api/admin/competitions',
  access: 'admin',
  summary: 'Competitions, paged, filtered and sorted',
  query: 'AdminQuery',
  answer: 'AdminCompetitionView',
  paged: true,
} as const satisfies Operation;

export const createCompetition = {
  method: 'POST',
  path: '/api/admin/competitions',
  access: 'admin',
  summary: 'Create a competition',
  body: 'CompetitionInput',
  answer: 'AdminCompetitionView',
} as const satisfies Operation;

export const updateCompetition = {
  method: 'PUT',
  path: '/api/admin/competitions/:id',
  access: 'admin',
  summary: 'Change a competition; new places go to the waiting list at once',
  params: 'IdParams',
  body: 'CompetitionInput',
  answer: 'AdminCompetitionView',
} as const satisfies Operation;

export const deleteCompetition = {
  method: 'DELETE',
  path: '/api/admin/competitions/:id',
  access: 'admin',
  summary: 'Delete a competition without teams',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'Deleted',
} as const satisfies Operation;

export const listPhases = {
  method: 'GET',
  path: '/api/admin/phases',
  access: 'admin',
  summary: 'Phases of competitions',
  query: 'AdminQuery',
  answer: 'AdminPhase',
  paged: true,
} as const satisfies Operation;

export const createPhase = {
  method: 'POST',
  path: '/api/admin/phases',
  access: 'admin',
  summary: 'Create a phase',
  body: 'PhaseInput',
  answer: 'AdminPhase',
} as const satisfies Operation;

export const updatePhase = {
  method: 'PUT',
  path: '/api/admin/phases/:id',
  access: 'admin',
  summary: 'Change a phase',
  params: 'IdParams',
  body: 'PhaseInput',
  answer: 'AdminPhase',
} as const satisfies Operation;

export const deletePhase = {
  method: 'DELETE',
  path: '/api/admin/phases/:id',
  access: 'admin',
  summary: 'Delete a phase',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'Deleted',
} as const satisfies Operation;

export const listAllEnrolments = {
  method: 'GET',
  path: '/api/admin/enrolments',
  access: 'admin',
  summary: 'Enrolments, paged, filtered and sorted',
  query: 'EnrolmentQuery',
  answer: 'EnrolmentView',
  paged: true,
} as const satisfies Operation;

export const reviewEnrolment = {
  method: 'PUT',
  path: '/api/admin/enrolments/:id',
  access: 'admin',
  summary: 'Approve a pending enrolment, or reject a pending or waitlisted one, with a note',
  params: 'IdParams',
  body: 'EnrolmentReview',
  answer: 'EnrolmentView',
} as const satisfies Operation;

export const reviewEnrolments = {
  method: 'POST',
  path: '/api/admin/enrolments/review',
  access: 'admin',
  summary: 'Decide several enrolments at once; each is decided on its own',
  body: 'EnrolmentBatchReview',
  answer: 'EnrolmentBatchResult',
} as const satisfies Operation;

export const enrolmentsCsv = {
  method: 'GET',
  path: '/api/admin/enrolments.csv',
  access: 'admin',
  summary: 'A competition’s enrolments as CSV, one row per member',
  query: 'EnrolmentsCsvQuery',
  file: 'text/csv',
} as const satisfies Operation;

export const listCompetitions = {
  method: 'GET',
  path: '/api/competitions',
  access: 'public',
  summary: 'Competitions: open for enrolment first, then upcoming, full and closed',
  query: 'CompetitionQuery',
  answer: 'CompetitionView',
  paged: true,
} as const satisfies Operation;

export const getCompetition = {
  method: 'GET',
  path: '/api/competitions/:id',
  access: 'public',
  summary: 'One competition with its phases',
  params: 'IdParams',
  answer: 'CompetitionView',
} as const satisfies Operation;

export const listMyEnrolments = {
  method: 'GET',
  path: '/api/enrolments',
  access: 'user',
  summary: 'Enrolments of my teams, newest first',
  query: 'EnrolmentQuery',
  answer: 'EnrolmentView',
  paged: true,
} as const satisfies Operation;

export const enrol = {
  method: 'POST',
  path: '/api/enrolments',
  access: 'user',
  summary: 'Enrol my team (its leader)',
  description:
    'Checks the window, team size, advisors, every member’s personal information and the age limits, all at once. ' +
    'With a free place the team holds it (pending review, or approved); otherwise it is waitlisted.',
  body: 'EnrolmentCreate',
  answer: 'EnrolmentView',
} as const satisfies Operation;

export const withdraw = {
  method: 'DELETE',
  path: '/api/enrolments/:id',
  access: 'user',
  summary: 'Withdraw my team’s enrolment (its leader); the place goes to the first team waiting',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'EnrolmentView',
} as const satisfies Operation;
