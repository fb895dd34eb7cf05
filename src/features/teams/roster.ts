import { LIVE_ENROLMENT_STATUSES } from '@common/vocabulary';
import type * as API from '@common/contract';

/** Enrolments that hold a place or wait for one; rejected and withdrawn ones have ended. */
export const isLiveEnrolment = (status: API.EnrolmentStatus) =>
  (LIVE_ENROLMENT_STATUSES as readonly string[]).includes(status);

/** Leader and members count toward the team's size; advisors (adults who coach it) do not. */
export const studentsOf = (team: Pick<API.TeamView, 'members'>) =>
  team.members.filter((m) => m.role !== 'advisor');

export const advisorsOf = (team: Pick<API.TeamView, 'members'>) =>
  team.members.filter((m) => m.role === 'advisor');
