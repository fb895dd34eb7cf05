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
