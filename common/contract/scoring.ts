/**
 * Scoring at the venue and results: a competition's scoring scheme (versioned), its officials, the
 * runs of a phase, the events a referee's tablet records (append-only, idempotent on their UUID),
 * the head referee's commits and corrections, each phase's publication state, and the ranking.
 *
 * Points are integers on sheets and rubrics. A phase total is in millionths of a point
 * (`totalMicro`, an integer, so ties are exact on every reader); `total` is the same number for
 * display. The arithmetic's one home is common/scoring.ts.
 */
import { Type, type Static } from 'typebox';
import { SCORING_KEY_PATTERN, SCORING_LIMITS as L } from '../limits';
import {
  ADVANCEMENT_KINDS,
  OFFICIAL_ROLES,
  PUBLICATION_STATES,
  RUN_AGGREGATES,
  RUN_STATES,
  SHEET_ITEM_KINDS,
} from '../vocabulary';
import { closed, Id, Instant, Locale, NonBlank, Nullable } from './base';
import { Track } from './competitions';

export const ScoringKey = Type.String({ pattern: SCORING_KEY_PATTERN });

const Name = NonBlank(L.nameLength);
/** A name by locale; en-US or zh-CN at least, so the fallback always finds one. */
export const ScoringNames = Type.Object(
  {
    'zh-CN': Type.Optional(Name),
    'en-US': Type.Optional(Name),
    'zh-TW': Type.Optional(Name),
    'pt-BR': Type.Optional(Name),
    'id-ID': Type.Optional(Name),
  },
  closed,
);

export const SheetItem = Type.Object(
  {
    key: ScoringKey,
    names: ScoringNames,
    /** Points per count: added for a bonus, taken away for a penalty. */
    points: Type.Integer({ minimum: 1, maximum: L.points }),
    kind: Type.Enum(SHEET_ITEM_KINDS),
    /** The most counts a referee may enter. */
    maxCount: Type.Integer({ minimum: 1, maximum: L.maxCount }),
  },
  closed,
);

export const Criterion = Type.Object(
  { key: ScoringKey, names: ScoringNames, maxMark: Type.Integer({ minimum: 1, maximum: L.points }) },
  closed,
);

const Weight = Type.Integer({ minimum: 0, maximum: 100, description: 'Percent; a scheme sums to 100' });

/** Scored on a sheet, in runs on the field: the best run counts, or their sum. */
export const FieldComponent = Type.Object(
  {
    key: ScoringKey,
    names: ScoringNames,
    weight: Weight,
    kind: Type.Literal('field'),
    aggregate: Type.Enum(RUN_AGGREGATES),
    /** Runs each team has; with `sum`, the component's maximum is this many perfect runs. */
    attempts: Type.Integer({ minimum: 1, maximum: L.attempts }),
    /** The referee records the run's time (a tie-break may use it). */
    timed: Type.Boolean(),
    items: Type.Array(SheetItem, { minItems: 1, maxItems: L.itemsPerSheet }),
  },
  closed,
);

/** Scored on a rubric by judges; the team's score is the judges' mean. */
export const JudgedComponent = Type.Object(
  {
    key: ScoringKey,
    names: ScoringNames,
    weight: Weight,
    kind: Type.Literal('judged'),
    criteria: Type.Array(Criterion, { minItems: 1, maxItems: L.criteriaPerRubric }),
  },
  closed,
);

export const ScoringComponent = Type.Union([FieldComponent, JudgedComponent]);

/**
 * After the total, in order: a component's score (higher first), or a timed component's time
 * (shorter first). A seeded draw, whose seed the phase records, ends every list.
 */
export const TieBreak = Type.Union([
  Type.Object({ kind: Type.Literal('component'), key: ScoringKey }, closed),
  Type.Object({ kind: Type.Literal('time'), key: ScoringKey }, closed),
]);

export const SchemeInput = Type.Object(
  {
    components: Type.Array(ScoringComponent, { minItems: 1, maxItems: L.components }),
    tieBreaks: Type.Array(TieBreak, { maxItems: L.tieBreaks }),
    // Read-only fields of the view, accepted so a client can send back what it read.
    competitionId: Type.Optional(Type.Integer()),
    version: Type.Optional(Type.Integer()),
    createdAt: Type.Optional(Instant),
  },
  closed,
);

/** The scheme in force: each save makes the next version; committed scores keep theirs. */
export const SchemeView = Type.Object({
  competitionId: Type.Integer(),
  version: Type.Integer(),
  components: Type.Array(ScoringComponent),
  tieBreaks: Type.Array(TieBreak),
  createdAt: Instant,
});

export const OfficialRole = Type.Enum(OFFICIAL_ROLES);

export const OfficialView = Type.Object({
  uid: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  role: OfficialRole,
});

export const OfficialList = Type.Array(OfficialView);

/** The competition's officials, all of them: the list replaces the one before. */
export const OfficialsInput = Type.Object(
  {
    officials: Type.Array(Type.Object({ uid: Id, role: OfficialRole }, closed), {
      maxItems: L.officialsPerCompetition,
    }),
  },
  closed,
);

export const RunState = Type.Enum(RUN_STATES);

const Field = NonBlank(L.fieldLength);

export const RunView = Type.Object({
  id: Type.Integer(),
  phaseId: Type.Integer(),
  competitionId: Type.Integer(),
  teamId: Type.Integer(),
  teamName: Type.String(),
  component: Type.String(),
  field: Nullable(Type.String()),
  slot: Nullable(Instant),
  attempt: Type.Integer(),
  state: RunState,
  /** The committed version, when there is one. */
  version: Nullable(Type.Integer()),
});

export const RunInput = Type.Object(
  {
    teamId: Id,
    component: ScoringKey,
    field: Type.Optional(Nullable(Field)),
    slot: Type.Optional(Nullable(Instant)),
    attempt: Type.Integer({ minimum: 1, maximum: L.attempts }),
  },
  closed,
);

/**
 * Runs for every team in the phase (approved enrolments in a competition's first phase, qualifiers
 * in a later one): each field component's attempts and one run per judged component, slots
 * `minutesApart` from `startsAt` over the fields in turn. Runs that exist are kept.
 */
export const GenerateRuns = Type.Object(
  {
    generate: Type.Literal('every-team'),
    fields: Type.Optional(Type.Array(Field, { minItems: 1, maxItems: 20 })),
    startsAt: Type.Optional(Instant),
    minutesApart: Type.Optional(Type.Integer({ minimum: 1, maximum: 240 })),
  },
  closed,
);

export const RunsInput = Type.Union([RunInput, GenerateRuns]);
export const RunList = Type.Array(RunView);

/** One entry on a tablet. Counts are deltas (a tap is +1, an undo −1); marks and times are values. */
export const ScoringEntry = Type.Union([
  Type.Object(
    {
      kind: Type.Literal('count'),
      item: ScoringKey,
      delta: Type.Integer({ minimum: -L.maxCount, maximum: L.maxCount }),
    },
    closed,
  ),
  Type.Object(
    { kind: Type.Literal('time'), ms: Nullable(Type.Integer({ minimum: 0, maximum: L.timeMs })) },
    closed,
  ),
  Type.Object(
    {
      kind: Type.Literal('mark'),
      criterion: ScoringKey,
      value: Type.Integer({ minimum: 0, maximum: L.points }),
    },
    closed,
  ),
  /** The referee signs the sheet with the total the tablet shows; the server's must agree. */
  Type.Object(
    { kind: Type.Literal('submit'), total: Type.Integer(), signature: NonBlank(L.signatureLength) },
    closed,
  ),
]);

export const ScoringEvent = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    runId: Id,
    schemeVersion: Type.Integer({ minimum: 1 }),
    /** The tablet's clock when the entry was made. */
    at: Instant,
    entry: ScoringEntry,
  },
  closed,
);

export const ScoringBatch = Type.Object(
  {
    device: NonBlank(L.deviceLength),
    events: Type.Array(ScoringEvent, { minItems: 1, maxItems: L.eventsPerBatch }),
  },
  closed,
);

/** Per event of a batch, in its order: taken now, taken before (a resend), or refused with why. */
export const ScoringBatchResult = Type.Object({
  accepted: Type.Array(Type.String()),
  duplicates: Type.Array(Type.String()),
  refused: Type.Array(Type.Object({ id: Type.String(), rule: Type.String(), reason: Type.String() })),
});

/** A sheet: counts by item key (field) or marks by criterion key (judged), and the run's time. */
export const Sheet = Type.Object(
  {
    counts: Type.Record(
      Type.String({ pattern: SCORING_KEY_PATTERN }),
      Type.Integer({ minimum: 0, maximum: L.points }),
    ),
    timeMs: Nullable(Type.Integer({ minimum: 0, maximum: L.timeMs })),
  },
  closed,
);

export const SubmissionView = Type.Object({
  id: Type.Integer(),
  referee: Type.Object({ uid: Type.Integer(), nickname: Type.String() }),
  device: Type.String(),
  schemeVersion: Type.Integer(),
  sheet: Sheet,
  points: Type.Integer(),
  signature: Type.String(),
  submittedAt: Instant,
});

export const ScoreVersionView = Type.Object({
  version: Type.Integer(),
  schemeVersion: Type.Integer(),
  sheet: Sheet,
  points: Type.Integer(),
  maxPoints: Type.Integer(),
  committedBy: Type.Object({ uid: Type.Integer(), nickname: Type.String() }),
  /** Why a correction was made; null for the first commit. */
  reason: Nullable(Type.String()),
  committedAt: Instant,
});

/** A run with its sheets as the caller may see them: a referee their own, the head referee all. */
export const RunSheetView = Type.Object({
  run: RunView,
  submissions: Type.Array(SubmissionView),
  versions: Type.Array(ScoreVersionView),
});

/** Everything a tablet needs to score offline: the caller's roles, runs and schemes. */
export const RefereeBoard = Type.Object({
  roles: Type.Array(
    Type.Object({ competitionId: Type.Integer(), competitionName: Type.String(), role: OfficialRole }),
  ),
  runs: RunList,
  schemes: Type.Array(SchemeView),
  serverTime: Instant,
});

/** On a conflict the head referee names the submission that stands; a judged run takes the judges' mean. */
export const CommitInput = Type.Object({ submissionId: Type.Optional(Id) }, closed);

export const CorrectionInput = Type.Object({ sheet: Sheet, reason: NonBlank(L.reasonLength) }, closed);

export const PublicationState = Type.Enum(PUBLICATION_STATES);

export const Advancement = Type.Union([
  Type.Object(
    { kind: Type.Literal(ADVANCEMENT_KINDS[0]), count: Type.Integer({ minimum: 1, maximum: 10_000 }) },
    closed,
  ),
  Type.Object(
    { kind: Type.Literal(ADVANCEMENT_KINDS[1]), total: Type.Number({ minimum: 0, maximum: 100 }) },
    closed,
  ),
]);

export const PublicationInput = Type.Object(
  {
    state: PublicationState,
    /** From then on, until the phase is final, the public sees the ranking as it was then. */
    freezeAt: Type.Optional(Nullable(Instant)),
    advancement: Type.Optional(Nullable(Advancement)),
    phaseId: Type.Optional(Type.Integer()),
    drawSeed: Type.Optional(Type.String()),
    updatedAt: Type.Optional(Instant),
  },
  closed,
);

export const PublicationView = Type.Object({
  phaseId: Type.Integer(),
  state: PublicationState,
  freezeAt: Nullable(Instant),
  advancement: Nullable(Advancement),
  /** The draw's seed, recorded when the phase is first ranked, so a recomputation gives the same order. */
  drawSeed: Type.String(),
  updatedAt: Instant,
});

export const ComponentResult = Type.Object({
  key: Type.String(),
  /** Points counted (the best run, or the sum), and the most there are. */
  points: Type.Integer(),
  maxPoints: Type.Integer(),
  /** This component's share of the total, in millionths of a point. */
  partMicro: Type.Integer(),
  timeMs: Nullable(Type.Integer()),
  runs: Type.Array(
    Type.Object({
      runId: Type.Integer(),
      attempt: Type.Integer(),
      points: Type.Integer(),
      timeMs: Nullable(Type.Integer()),
      version: Type.Integer(),
    }),
  ),
});

export const ResultRow = Type.Object({
  /** Null where the reader may see only its own row (provisional): a rank would tell of others. */
  rank: Nullable(Type.Integer()),
  teamId: Type.Integer(),
  teamName: Type.String(),
  organisation: Type.String(),
  country: Type.String(),
  totalMicro: Type.Integer(),
  total: Type.Number(),
  components: Type.Array(ComponentResult),
  /** Goes on to the next phase by the advancement rule (final phases). */
  qualified: Type.Boolean(),
});

export const ResultComponentHead = Type.Object({
  key: Type.String(),
  name: Type.String(),
  locale: Locale,
  weight: Type.Integer(),
  kind: Type.String(),
});

/**
 * A phase's results as its state lets the reader see them: `rows` holds every team (officials, or
 * published and final), the reader's own teams (provisional), or nothing. While frozen, the public
 * reads the ranking as it was at `frozenAt`.
 */
export const PhaseResults = Type.Object({
  phaseId: Type.Integer(),
  phaseName: Type.String(),
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  track: Track,
  locale: Locale,
  state: PublicationState,
  visibility: Type.Union([Type.Literal('all'), Type.Literal('own'), Type.Literal('none')]),
  frozenAt: Nullable(Instant),
  components: Type.Array(ResultComponentHead),
  rows: Type.Array(ResultRow),
});

export const ResultsIndex = Type.Array(
  Type.Object({
    competitionId: Type.Integer(),
    competitionName: Type.String(),
    track: Track,
    locale: Locale,
    phases: Type.Array(
      Type.Object({
        phaseId: Type.Integer(),
        name: Type.String(),
        startsAt: Instant,
        endsAt: Instant,
        state: PublicationState,
      }),
    ),
  }),
);

/** A team's own results, phase by phase, as each phase's state allows. */
export const TeamResults = Type.Array(
  Type.Object({
    phaseId: Type.Integer(),
    phaseName: Type.String(),
    state: PublicationState,
    row: Nullable(ResultRow),
    /** The phase's components, named as on its ranking, for the row's breakdown. */
    components: Type.Array(ResultComponentHead),
  }),
);

export type ScoringNames = Static<typeof ScoringNames>;
export type SheetItem = Static<typeof SheetItem>;
export type Criterion = Static<typeof Criterion>;
export type FieldComponent = Static<typeof FieldComponent>;
export type JudgedComponent = Static<typeof JudgedComponent>;
export type ScoringComponent = Static<typeof ScoringComponent>;
export type TieBreak = Static<typeof TieBreak>;
export type SchemeInput = Static<typeof SchemeInput>;
export type SchemeView = Static<typeof SchemeView>;
export type OfficialRole = Static<typeof OfficialRole>;
export type OfficialView = Static<typeof OfficialView>;
export type OfficialList = Static<typeof OfficialList>;
export type OfficialsInput = Static<typeof OfficialsInput>;
export type RunState = Static<typeof RunState>;
export type RunView = Static<typeof RunView>;
export type RunInput = Static<typeof RunInput>;
export type GenerateRuns = Static<typeof GenerateRuns>;
export type RunsInput = Static<typeof RunsInput>;
export type ScoringEntry = Static<typeof ScoringEntry>;
export type ScoringEvent = Static<typeof ScoringEvent>;
export type ScoringBatch = Static<typeof ScoringBatch>;
export type ScoringBatchResult = Static<typeof ScoringBatchResult>;
export type Sheet = Static<typeof Sheet>;
export type SubmissionView = Static<typeof SubmissionView>;
export type ScoreVersionView = Static<typeof ScoreVersionView>;
export type RunSheetView = Static<typeof RunSheetView>;
export type RefereeBoard = Static<typeof RefereeBoard>;
export type CommitInput = Static<typeof CommitInput>;
export type CorrectionInput = Static<typeof CorrectionInput>;
export type PublicationState = Static<typeof PublicationState>;
export type Advancement = Static<typeof Advancement>;
export type PublicationInput = Static<typeof PublicationInput>;
export type PublicationView = Static<typeof PublicationView>;
export type ComponentResult = Static<typeof ComponentResult>;
export type ResultComponentHead = Static<typeof ResultComponentHead>;
export type ResultRow = Static<typeof ResultRow>;
export type PhaseResults = Static<typeof PhaseResults>;
export type ResultsIndex = Static<typeof ResultsIndex>;
export type TeamResults = Static<typeof TeamResults>;
