/**
 * Scoring at the venue. The admin routes set a competition's scheme and officials and a phase's
 * runs; the official routes (`user`, then the caller's role in that competition, checked per object
 * by server/features/scoring) serve the referee's tablet and the head referee.
 */
import type { Operation } from '../operation';

export const getScheme = {
  method: 'GET',
  path: '/api/admin/competitions/:id/scoring',
  access: 'admin',
  params: 'IdParams',
  answer: 'SchemeView',
} as const satisfies Operation;

export const putScheme = {
  method: 'PUT',
  path: '/api/admin/competitions/:id/scoring',
  access: 'admin',
  params: 'IdParams',
  body: 'SchemeInput',
  answer: 'SchemeView',
} as const satisfies Operation;

export const getOfficials = {
  method: 'GET',
  path: '/api/admin/competitions/:id/officials',
  access: 'admin',
  params: 'IdParams',
  answer: 'OfficialList',
} as const satisfies Operation;

export const putOfficials = {
  method: 'PUT',
  path: '/api/admin/competitions/:id/officials',
  access: 'admin',
  params: 'IdParams',
  body: 'OfficialsInput',
  answer: 'OfficialList',
} as const satisfies Operation;

export const listRuns = {
  method: 'GET',
  path: '/api/admin/phases/:id/runs',
  access: 'admin',
  params: 'IdParams',
  answer: 'RunList',
} as const satisfies Operation;

export const createRuns = {
  method: 'POST',
  path: '/api/admin/phases/:id/runs',
  access: 'admin',
  params: 'IdParams',
  body: 'RunsInput',
  answer: 'RunList',
} as const satisfies Operation;

export const refereeBoard = {
  method: 'GET',
  path: '/api/scoring/board',
  access: 'user',
  answer: 'RefereeBoard',
} as const satisfies Operation;

export const sendEvents = {
  method: 'POST',
  path: '/api/scoring/events',
  access: 'user',
  body: 'ScoringBatch',
  answer: 'ScoringBatchResult',
} as const satisfies Operation;

export const runSheets = {
  method: 'GET',
  path: '/api/scoring/runs/:id',
  access: 'user',
  params: 'IdParams',
  answer: 'RunSheetView',
} as const satisfies Operation;

export const commitRun = {
  method: 'POST',
  path: '/api/scoring/runs/:id/commit',
  access: 'user',
  params: 'IdParams',
  body: 'CommitInput',
  answer: 'RunSheetView',
} as const satisfies Operation;

export const correctRun = {
  method: 'POST',
  path: '/api/scoring/runs/:id/corrections',
  access: 'user',
  params: 'IdParams',
  body: 'CorrectionInput',
  answer: 'RunSheetView',
} as const satisfies Operation;
