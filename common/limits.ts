/**
 * Limits that the SPA and the server both apply: field patterns and lengths, ages, page sizes, team
 * composition. The server's schemas (common/contract) and the SPA's forms read them from here, so a
 * form never accepts what the server refuses. No imports: both halves load this file as it is.
 */

// Patterns double as keys for field messages on the server (FIELD_PATTERN_MESSAGES in server/http/envelope.ts).
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]{3,32}$';
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const OPTIONAL_EMAIL_PATTERN = '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$';
export const PHONE_PATTERN = '^\\+?[0-9]{6,15}$';
export const OPTIONAL_PHONE_PATTERN = '^(\\+?[0-9]{6,15})?$';
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
export const CAPTCHA_PATTERN = '^[0-9]{6}$';
/** At least one character that is not white space. */
export const NON_BLANK_PATTERN = '\\S';

export const EMAIL_MAX_LENGTH = 254;
export const NICKNAME_MAX_LENGTH = 64;
/** Country, province and city. */
export const PLACE_MAX_LENGTH = 64;
export const ADDRESS_MAX_LENGTH = 255;
export const PROFILE_MAX_LENGTH = 2000;
/** Names of people in personal information (legal name, emergency contact, guardian). */
export const NAME_MAX_LENGTH = 128;
export const URL_MAX_LENGTH = 2048;

/** Under this age a participant names a guardian; advisors must be at least this old. */
export const ADULT_AGE = 18;

/** Lists: `current` from 1, `pageSize` 1 to 100. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far past any real list; larger page numbers would overflow the database's OFFSET arithmetic. */
export const MAX_PAGE = 1_000_000;
export const MAX_ID = 2_147_483_647;

/** A team's own texts: [min, max] characters after trimming. */
export const TEAM_TEXT_LIMITS = {
  name: [2, 64],
  organisation: [2, 128],
  country: [2, 64],
  description: [0, 1000],
} as const;

/** Advisors are adults who coach a team; they do not count toward its size. */
export const MAX_ADVISORS = 2;

/** Eight characters without look-alikes (0/O, 1/I), so a code read aloud is typed right. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** Accepted in any case and with spaces around; the server normalises before it looks. */
export const INVITE_CODE_INPUT_PATTERN = '^\\s*[A-Za-z0-9]{8}\\s*$';

/** The check-in code an admin's screen shows: six digits, a new one every minute. */
export const CHECK_IN_CODE_PATTERN = '^[0-9]{6}$';
export const CHECK_IN_CODE_PERIOD_SECONDS = 60;

/** Competition texts and review notes. */
export const COMPETITION_NAME_MAX_LENGTH = 120;
export const COMPETITION_SUMMARY_MAX_LENGTH = 2000;
export const REVIEW_NOTE_MAX_LENGTH = 500;
export const SESSION_TEXT_MAX_LENGTH = 120;
/** An admin's note on an attendance record. */
export const RECORD_NOTE_MAX_LENGTH = 500;

/** The check-in page; a session's QR code opens it with `?session=ID&code=CODE`. */
export const CHECK_IN_PATH = '/account/Team/Attendance';
export const MAX_GRACE_MINUTES = 240;
export const MAX_TEAM_SIZE = 50;
export const MAX_CAPACITY = 100_000;

/** Content items (news, banners, materials, sections): texts per locale and small metadata. */
export const CONTENT_LIMITS = {
  title: 200,
  summary: 1000,
  /** Markdown; long rule sections run to about 20,000 characters. */
  body: 100_000,
  imageAlt: 300,
  /** Small named texts of an item that are translated with it (a paper's affiliation, a step's due date). */
  fieldCount: 20,
  fieldValue: 2000,
  /** Untranslated metadata (track, level, authors, a figure). */
  attributeCount: 20,
  attributeValue: 500,
  attributeList: 50,
} as const;
/** Route segments and metadata keys: letters, digits, `_`, `-` and `.`, starting with a letter or digit. */
export const SLUG_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$';
export const CONTENT_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,31}$';
/**
 * A link is a path on this site (`/Rule`) or an http(s) address. A backslash is refused anywhere:
 * browsers read `/\\evil.example` as `//evil.example`, another site.
 */
export const LINK_PATTERN = '^(/(?![/\\\\])[^\\s\\\\]*|https?://[^\\s\\\\]+)$';
/** An image is one this site stores (`/uploads/<sha256>.<ext>`) or a site path (`/user/dist/...`). */
export const IMAGE_URL_PATTERN = '^/(?![/\\\\])[^\\s\\\\]*$';

/** Images admins upload: their bytes must be PNG, JPEG or WebP. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const UPLOADS_PATH = '/uploads/';

/**
 * Two-factor sign-in: a six-digit TOTP code, or one of ten recovery codes of 10 characters from a
 * 32-letter alphabet, shown as `XXXXX-XXXXX`. Forms accept either, with spaces or a dash anywhere.
 */
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
export const SECOND_FACTOR_PATTERN = '^[ 0-9A-Za-z-]{6,24}$';
export const RECOVERY_CODE_COUNT = 10;

/** A scoring scheme's keys (components, sheet items, criteria): stable ids, named by locale for people. */
export const SCORING_KEY_PATTERN = '^[a-z][a-z0-9-]{0,31}$';
export const SCORING_LIMITS = {
  components: 8,
  itemsPerSheet: 40,
  criteriaPerRubric: 20,
  tieBreaks: 6,
  /** Points of one count of a sheet item, and one criterion's maximum mark. */
  points: 1000,
  maxCount: 100,
  attempts: 10,
  /** Events a tablet sends in one request. */
  eventsPerBatch: 200,
  officialsPerCompetition: 200,
  /** A run's time, for tie-breaks: at most a day, in milliseconds. */
  timeMs: 86_400_000,
  fieldLength: 32,
  deviceLength: 64,
  signatureLength: 64,
  reasonLength: 500,
  nameLength: 80,
} as const;

/** A simulation controller as uploaded (server/features/simulation/artifact.ts). */
export const SIMULATION_LIMITS = {
  /** The zip itself: 5 MB. */
  artifactBytes: 5 * 1024 * 1024,
  /** Entries in it, folders included. */
  artifactFiles: 500,
  /** What it unpacks to: a zip bomb stops here. */
  artifactUnpackedBytes: 20 * 1024 * 1024,
  /** Public or hidden seeds of a phase: each is a trial of every submission. */
  seeds: 50,
} as const;
