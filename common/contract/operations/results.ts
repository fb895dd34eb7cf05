/**
 * Results: each phase's publication state (admins), and the rankings as that state lets each reader
 * see them (server/features/results decides who sees which rows).
 */
import type { Operation } from '../operation';

export const getPublication = {
  method: 'GET',
  path: '/api/admin/phases/:id/publication',
  access: 'admin',
  params: 'IdParams',
  answer: 'PublicationView',
} as const satisfies Operation;

export const putPublication = {
  method: 'PUT',
  path: '/api/admin/phases/:id/publication',
  access: 'admin',
  params: 'IdParams',
  body: 'PublicationInput',
  answer: 'PublicationView',
} as const satisfies Operation;

export const resultsIndex = {
  method: 'GET',
  path: '/api/results',
  access: 'public',
  answer: 'ResultsIndex',
} as const satisfies Operation;

export const phaseResults = {
  method: 'GET',
  path: '/api/results/phases/:id',
  access: 'public',
  params: 'IdParams',
  answer: 'PhaseResults',
} as const satisfies Operation;

export const teamResults = {
  method: 'GET',
  path: '/api/teams/:id/results',
  access: 'user',
  params: 'IdParams',
  answer: 'TeamResults',
} as const satisfies Operation;

export const phaseResultsCsv = {
  method: 'GET',
  path: '/api/admin/results/phases/:id.csv',
  access: 'admin',
  params: 'IdParams',
  file: 'text/csv',
} as const satisfies Operation;
