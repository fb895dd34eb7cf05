/** Enrolments that hold a place or wait for one; rejected and withdrawn ones have ended. */
export const LIVE_ENROLMENT: API.EnrolmentStatus[] = ['pending', 'approved', 'waitlisted'];

/** Leader and members count toward the team's size; advisors (adults who coach it) do not. */
export const studentsOf = (team: Pick<API.TeamView, 'members'>) =>
  team.members.filter((m) => m.role !== 'advisor');

export const advisorsOf = (team: Pick<API.TeamView, 'members'>) =>
  team.members.filter((m) => m.role === 'advisor');
