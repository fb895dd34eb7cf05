import * as enrolmentOperations from '@common/contract/operations/enrolment';
import type * as API from '@common/contract';
import { call } from '@/utils/call';

/**
 * Competitions and enrolment (`/api/competitions`, `/api/enrolments`). Competitions change rarely and
 * are read on every enrolment page: they come from the request cache (60 s); an enrolment, a
 * withdrawal or an admin's edit is a write, which drops it.
 */

export const queryCompetitions = (params: API.CompetitionQuery = { current: 1, pageSize: 100 }) =>
  call(enrolmentOperations.listCompetitions, { query: params }, { useCache: true });

export const queryCompetition = (id: number) =>
  call(enrolmentOperations.getCompetition, { params: { id } }, { useCache: true });

/**
 * The team's leader enrols it. Refused with `data: API.RuleFailure` when the window is not open,
 * the competition is full, the team is too small or a member's personal information is incomplete.
 */
export const enrol = (competitionId: number, teamId: number) => {
  const data: API.EnrolmentCreate = { competitionId, teamId };
  return call(enrolmentOperations.enrol, { body: data });
};

/**
 * Leader only, at any time (a team that cannot come says so, and its place goes to the first team
 * waiting); the record stays with status `withdrawn`.
 */
export const withdraw = (enrolmentId: number) =>
  call(enrolmentOperations.withdraw, { params: { id: enrolmentId } });

/** Enrolments of every team the signed-in user belongs to, newest first. */
export const queryMyEnrolments = (params: API.EnrolmentQuery = { current: 1, pageSize: 100 }) =>
  call(enrolmentOperations.listMyEnrolments, { query: params });
