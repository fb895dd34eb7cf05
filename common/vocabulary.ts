/**
 * The closed lists of the domain: access levels, notice and document types, password strengths,
 * tracks, team roles, enrolment and attendance statuses, content kinds. The database's CHECK
 * constraints, the API's schemas and the SPA's filters and tags all read them here.
 */
export const ACCESS_LEVELS = ['user', 'admin'] as const;

export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;

/** The identity documents personal information may name. */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'other'] as const;

/** What common/passwordStrength.ts rates a password; stored with the account. */
export const PASSWORD_STRENGTHS = ['weak', 'medium', 'strong'] as const;

export const TRACKS = ['underwater', 'ground', 'aerial', 'simulation'] as const;

export const TEAM_ROLES = ['leader', 'member', 'advisor'] as const;

/** In the order an enrolment usually goes through them. */
export const ENROLMENT_STATUSES = ['pending', 'waitlisted', 'approved', 'rejected', 'withdrawn'] as const;
/** A live enrolment holds a place (pending, approved) or waits for one (waitlisted). */
export const LIVE_ENROLMENT_STATUSES = ['pending', 'approved', 'waitlisted'] as const;
export const PLACE_HOLDING_STATUSES = ['pending', 'approved'] as const;

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;

/**
 * What visitors read is one content model (common/contract/content.ts): an item of one of these kinds,
 * sorted into a category that each kind names for itself.
 */
export const CONTENT_KINDS = ['news', 'banner', 'material', 'section'] as const;

export const NEWS_CATEGORIES = [
  'registration',
  'rules',
  'venue',
  'training',
  'platform',
  'travel',
  'results',
  'partner',
] as const;

/** Where a banner shows. */
export const BANNER_PLACEMENTS = ['home'] as const;

/** The collections of related material: training, international periodicals, science study and more. */
export const MATERIAL_COLLECTIONS = [
  'training',
  'periodical',
  'science',
  'video',
  'highlight',
  'journal',
  'database',
] as const;

/** The public areas made of sections; a section's slug is its route segment (`/About/Feature1`). */
export const SECTION_AREAS = [
  'home',
  'about',
  'rules',
  'notes',
  'mate',
  'trivia',
  'welcome',
  'journal',
  'database',
  'science',
  'news',
] as const;

export const CONTENT_CATEGORIES = {
  news: NEWS_CATEGORIES,
  banner: BANNER_PLACEMENTS,
  material: MATERIAL_COLLECTIONS,
  section: SECTION_AREAS,
} as const;

export const CONTENT_STATUSES = ['draft', 'published'] as const;

/** Who scores at the venue, per competition: referees field runs, judges judged ones, the head referee commits. */
export const OFFICIAL_ROLES = ['referee', 'head_referee', 'judge'] as const;

/** A scoring scheme's components: scored on a sheet in runs on the field, or on a rubric by judges. */
export const COMPONENT_KINDS = ['field', 'judged'] as const;

/** How a field component counts a team's committed runs. */
export const RUN_AGGREGATES = ['best', 'sum'] as const;

/** A sheet item adds its points per count, or takes them away. */
export const SHEET_ITEM_KINDS = ['bonus', 'penalty'] as const;

/**
 * Where a run stands: scheduled (nothing submitted), submitted (one total, or several that agree),
 * conflict (submitted totals differ), committed (the head referee decided; versions follow corrections).
 */
export const RUN_STATES = ['scheduled', 'submitted', 'conflict', 'committed'] as const;

/** What one entry on a tablet records (an append-only scoring event). */
export const SCORING_ENTRY_KINDS = ['count', 'time', 'mark', 'submit'] as const;

/**
 * Who sees a phase's results, in order: officials (draft), each team its own (provisional),
 * everyone (published), everyone and locked (final).
 */
export const PUBLICATION_STATES = ['draft', 'provisional', 'published', 'final'] as const;

/** How a final phase sends teams on to the next one. */
export const ADVANCEMENT_KINDS = ['top', 'threshold'] as const;

/**
 * Why a simulation trial ended without a score of its own: the controller reached for the network,
 * a file it may not reach, more processes or memory than its limits, more time than its budget,
 * crashed, or broke the protocol.
 */
export const TRIAL_FAILURES = [
  'network_denied',
  'fs_denied',
  'pids_limit',
  'oom',
  'timeout',
  'crash',
  'protocol_error',
] as const;

/** The languages a controller may be written in, told apart by its entry file (main.py, main.js). */
export const CONTROLLER_LANGUAGES = ['python', 'node'] as const;

/**
 * Where a simulation submission stands: queued, running (a worker has it), and one of the final
 * states: scored (every trial ran to its end), failed (with a reason) or cancelled (by its team).
 */
export const SUBMISSION_STATES = ['queued', 'running', 'scored', 'failed', 'cancelled'] as const;

/**
 * Why a submission failed as a whole rather than a trial: its workers kept dying under it, or its
 * artifact no longer unpacks.
 */
export const SUBMISSION_FAILURES = ['worker_lost', 'artifact_invalid'] as const;

/** Which of a team's scored submissions counts in the phase: the latest, the best, or the one it selects. */
export const SUBMISSION_COUNTING = ['latest', 'best', 'selected'] as const;
