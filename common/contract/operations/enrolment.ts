import type { Operation } from '../operation';

export const listAdminCompetitions = {
  method: 'GET',
  path: '/api/admin/competitions',
  access: 'admin',
  query: 'AdminQuery',
  answer: 'AdminCompetitionView',
  paged: true,
} as const satisfies Operation;

export const createCompetition = {
  method: 'POST',
  path: '/api/admin/competitions',
  access: 'admin',
  body: 'CompetitionInput',
  answer: 'AdminCompetitionView',
} as const satisfies Operation;

export const updateCompetition = {
  method: 'PUT',
  path: '/api/admin/competitions/:id',
  access: 'admin',
  params: 'IdParams',
  body: 'CompetitionInput',
  answer: 'AdminCompetitionView',
} as const satisfies Operation;

export const deleteCompetition = {
  method: 'DELETE',
  path: '/api/admin/competitions/:id',
  access: 'admin',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'Deleted',
} as const satisfies Operation;

export const listPhases = {
  method: 'GET',
  path: '/api/admin/phases',
  access: 'admin',
  query: 'AdminQuery',
  answer: 'AdminPhase',
  paged: true,
} as const satisfies Operation;

export const createPhase = {
  method: 'POST',
  path: '/api/admin/phases',
  access: 'admin',
  body: 'PhaseInput',
  answer: 'AdminPhase',
} as const satisfies Operation;

export const updatePhase = {
  method: 'PUT',
  path: '/api/admin/phases/:id',
  access: 'admin',
  params: 'IdParams',
  body: 'PhaseInput',
  answer: 'AdminPhase',
} as const satisfies Operation;

export const deletePhase = {
  method: 'DELETE',
  path: '/api/admin/phases/:id',
  access: 'admin',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'Deleted',
} as const satisfies Operation;

export const listAllEnrolments = {
  method: 'GET',
  path: '/api/admin/enrolments',
  access: 'admin',
  query: 'EnrolmentQuery',
  answer: 'EnrolmentView',
  paged: true,
} as const satisfies Operation;

export const reviewEnrolment = {
  method: 'PUT',
  path: '/api/admin/enrolments/:id',
  access: 'admin',
  params: 'IdParams',
  body: 'EnrolmentReview',
  answer: 'EnrolmentView',
} as const satisfies Operation;

export const reviewEnrolments = {
  method: 'POST',
  path: '/api/admin/enrolments/review',
  access: 'admin',
  body: 'EnrolmentBatchReview',
  answer: 'EnrolmentBatchResult',
} as const satisfies Operation;

export const enrolmentsCsv = {
  method: 'GET',
  path: '/api/admin/enrolments.csv',
  access: 'admin',
  query: 'EnrolmentsCsvQuery',
  file: 'text/csv',
} as const satisfies Operation;

export const listCompetitions = {
  method: 'GET',
  path: '/api/competitions',
  access: 'public',
  query: 'CompetitionQuery',
  answer: 'CompetitionView',
  paged: true,
} as const satisfies Operation;

export const getCompetition = {
  method: 'GET',
  path: '/api/competitions/:id',
  access: 'public',
  params: 'IdParams',
  answer: 'CompetitionView',
} as const satisfies Operation;

export const listMyEnrolments = {
  method: 'GET',
  path: '/api/enrolments',
  access: 'user',
  query: 'EnrolmentQuery',
  answer: 'EnrolmentView',
  paged: true,
} as const satisfies Operation;

export const enrol = {
  method: 'POST',
  path: '/api/enrolments',
  access: 'user',
  body: 'EnrolmentCreate',
  answer: 'EnrolmentView',
} as const satisfies Operation;

export const withdraw = {
  method: 'DELETE',
  path: '/api/enrolments/:id',
  access: 'user',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'EnrolmentView',
} as const satisfies Operation;
