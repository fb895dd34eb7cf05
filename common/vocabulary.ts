/**
 * The closed lists of the domain: tracks, team roles, enrolment and attendance statuses. The
 * database's CHECK constraints, the API's schemas and the SPA's filters and tags all read them here.
 */
export const TRACKS = ['underwater', 'ground', 'aerial', 'simulation'] as const;

export const TEAM_ROLES = ['leader', 'member', 'advisor'] as const;

/** In the order an enrolment usually goes through them. */
export const ENROLMENT_STATUSES = ['pending', 'waitlisted', 'approved', 'rejected', 'withdrawn'] as const;
/** A live enrolment holds a place (pending, approved) or waits for one (waitlisted). */
export const LIVE_ENROLMENT_STATUSES = ['pending', 'approved', 'waitlisted'] as const;
export const PLACE_HOLDING_STATUSES = ['pending', 'approved'] as const;

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
