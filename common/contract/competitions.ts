/** Competitions (the admin console calls them activities) and their phases. */
import { Type, type Static } from 'typebox';
import {
  COMPETITION_NAME_MAX_LENGTH,
  COMPETITION_SUMMARY_MAX_LENGTH,
  DATE_PATTERN,
  MAX_CAPACITY,
  MAX_TEAM_SIZE,
} from '../limits';
import { TRACKS } from '../vocabulary';
import { closed, Id, Instant, Locale, NonBlank, Nullable, PageQuery } from './base';

export const Track = Type.Enum(TRACKS);

export const Phase = Type.Object({
  id: Type.Integer(),
  /** In the reader's locale, or the fallback named by `locale`. */
  name: Type.String(),
  locale: Locale,
  startsAt: Instant,
  endsAt: Instant,
});

/** Where enrolment stands by the server's clock; `full` only while the window is open. */
export const EnrolmentWindowState = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('open'),
  Type.Literal('full'),
  Type.Literal('closed'),
]);

export const CompetitionText = Type.Object(
  {
    name: NonBlank(COMPETITION_NAME_MAX_LENGTH),
    summary: Type.String({ maxLength: COMPETITION_SUMMARY_MAX_LENGTH }),
  },
  closed,
);

/** A competition's name and summary by locale; any subset of the five. */
export const CompetitionTranslations = Type.Object(
  {
    'zh-CN': Type.Optional(CompetitionText),
    'en-US': Type.Optional(CompetitionText),
    'zh-TW': Type.Optional(CompetitionText),
    'pt-BR': Type.Optional(CompetitionText),
    'id-ID': Type.Optional(CompetitionText),
  },
  closed,
);

const AGE = Type.Integer({ minimum: 0, maximum: 150 });

export const Competition = Type.Object({
  id: Type.Integer(),
  /** In the reader's locale, or the fallback named by `locale`. */
  name: Type.String(),
  summary: Type.String(),
  /** The locale `name` and `summary` are in: the reader's, else en-US, else zh-CN. */
  locale: Locale,
  track: Track,
  enrolmentOpensAt: Instant,
  enrolmentClosesAt: Instant,
  minTeamSize: Type.Integer({ description: 'Students (leader and members); advisors do not count' }),
  maxTeamSize: Type.Integer(),
  maxAdvisors: Type.Integer(),
  capacity: Type.Integer({ description: 'Teams that can hold a place' }),
  /** Teams holding a place: approved, and pending while approval is required. */
  enrolledTeams: Type.Integer(),
  waitlistedTeams: Type.Integer(),
  requiresApproval: Type.Boolean(),
  minAge: Nullable(AGE),
  maxAge: Nullable(AGE),
  /** The day students' ages are measured (the competition's date); null when there are no age limits. */
  agesOn: Nullable(Type.String({ pattern: DATE_PATTERN })),
  phases: Type.Array(Phase),
});

export const CompetitionView = Type.Object({ ...Competition.properties, windowState: EnrolmentWindowState });

/** The admin's view adds every translation, so the form can edit them. */
export const AdminCompetitionView = Type.Object({
  ...CompetitionView.properties,
  translations: CompetitionTranslations,
});

/**
 * The list's filter: one window state, or `enrolling`, every competition a team can still enrol in or
 * wait for a place in (the window is open, whether places are left or not).
 */
export const WindowStateFilter = Type.Union([
  Type.Literal('enrolling'),
  Type.Literal('upcoming'),
  Type.Literal('open'),
  Type.Literal('full'),
  Type.Literal('closed'),
]);

export const CompetitionQuery = Type.Object({
  ...PageQuery.properties,
  track: Type.Optional(Track),
  windowState: Type.Optional(WindowStateFilter),
});

/**
 * What an admin sends. `name` and `summary` are the text in `locale` (default en-US); `translations`
 * holds the other locales.
 */
export const CompetitionInput = Type.Object(
  {
    name: NonBlank(COMPETITION_NAME_MAX_LENGTH),
    summary: Type.String({ maxLength: COMPETITION_SUMMARY_MAX_LENGTH }),
    locale: Type.Optional(Locale),
    translations: Type.Optional(CompetitionTranslations),
    track: Track,
    enrolmentOpensAt: Instant,
    enrolmentClosesAt: Instant,
    minTeamSize: Type.Integer({ minimum: 1, maximum: MAX_TEAM_SIZE }),
    maxTeamSize: Type.Integer({ minimum: 1, maximum: MAX_TEAM_SIZE }),
    capacity: Type.Integer({ minimum: 1, maximum: MAX_CAPACITY }),
    requiresApproval: Type.Optional(Type.Boolean({ default: true })),
    minAge: Type.Optional(Nullable(AGE)),
    maxAge: Type.Optional(Nullable(AGE)),
    agesOn: Type.Optional(Nullable(Type.String({ pattern: DATE_PATTERN }))),
    // Read-only fields of the view, accepted so a client can send back what it read.
    id: Type.Optional(Type.Integer()),
    enrolledTeams: Type.Optional(Type.Integer()),
    waitlistedTeams: Type.Optional(Type.Integer()),
    maxAdvisors: Type.Optional(Type.Integer()),
    windowState: Type.Optional(EnrolmentWindowState),
    phases: Type.Optional(Type.Array(Phase)),
  },
  closed,
);

const PhaseName = NonBlank(COMPETITION_NAME_MAX_LENGTH);

/** A phase's name by locale; any subset of the five. */
export const PhaseTranslations = Type.Object(
  {
    'zh-CN': Type.Optional(PhaseName),
    'en-US': Type.Optional(PhaseName),
    'zh-TW': Type.Optional(PhaseName),
    'pt-BR': Type.Optional(PhaseName),
    'id-ID': Type.Optional(PhaseName),
  },
  closed,
);

export const AdminPhase = Type.Object({
  ...Phase.properties,
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  translations: PhaseTranslations,
});

/** `name` is in `locale` (default en-US); `translations` holds the other locales. */
export const PhaseInput = Type.Object(
  {
    competitionId: Id,
    name: PhaseName,
    locale: Type.Optional(Locale),
    translations: Type.Optional(PhaseTranslations),
    startsAt: Instant,
    endsAt: Instant,
    id: Type.Optional(Type.Integer()),
    competitionName: Type.Optional(Type.String()),
  },
  closed,
);

/** Filters of the admin lists; each list reads the ones it has. */
export const AdminQuery = Type.Object({
  ...PageQuery.properties,
  track: Type.Optional(Track),
  competitionId: Type.Optional(Id),
  sorter: Type.Optional(Type.String({ maxLength: 200 })),
});

export type Track = Static<typeof Track>;
export type Phase = Static<typeof Phase>;
export type EnrolmentWindowState = Static<typeof EnrolmentWindowState>;
export type WindowStateFilter = Static<typeof WindowStateFilter>;
export type CompetitionText = Static<typeof CompetitionText>;
export type CompetitionTranslations = Static<typeof CompetitionTranslations>;
export type Competition = Static<typeof Competition>;
export type CompetitionView = Static<typeof CompetitionView>;
export type AdminCompetitionView = Static<typeof AdminCompetitionView>;
export type CompetitionQuery = Static<typeof CompetitionQuery>;
export type CompetitionInput = Static<typeof CompetitionInput>;
export type PhaseTranslations = Static<typeof PhaseTranslations>;
export type AdminPhase = Static<typeof AdminPhase>;
export type PhaseInput = Static<typeof PhaseInput>;
export type AdminQuery = Static<typeof AdminQuery>;

export const EnrolmentsCsvQuery = Type.Object({ competitionId: Id });
export const AdminTeamQuery = Type.Object({ ...AdminQuery.properties, uid: Type.Optional(Id) });
