/**
 * One source per closed list: the database's CHECK constraints (as the migrations built them) and the
 * contract's schemas hold exactly the values of common/vocabulary.ts. A value added to a list without
 * `npm run db:generate`, or a contract union spelled out by hand that drifts, fails here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import {
  Access,
  AttendanceStatus,
  ContentKind,
  ContentStatus,
  DocumentType,
  EnrolmentStatus,
  Locale,
  NoticeType,
  PasswordStrength,
  OfficialRole,
  PublicationState,
  RunState,
  TeamRole,
  Track,
} from '../../../common/contract';
import { LOCALES } from '../../../common/locales';
import {
  ACCESS_LEVELS,
  ATTENDANCE_STATUSES,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  DOCUMENT_TYPES,
  ENROLMENT_STATUSES,
  LIVE_ENROLMENT_STATUSES,
  NOTICE_TYPES,
  OFFICIAL_ROLES,
  PASSWORD_STRENGTHS,
  PUBLICATION_STATES,
  RUN_STATES,
  SCORING_ENTRY_KINDS,
  CONTROLLER_LANGUAGES,
  SUBMISSION_COUNTING,
  SUBMISSION_FAILURES,
  SUBMISSION_STATES,
  TEAM_ROLES,
  TRACKS,
  TRIAL_FAILURES,
} from '../../../common/vocabulary';
import type { Database } from '../../../server/db/client';
import { ACCOUNT_TOKEN_PURPOSES, JOB_STATES } from '../../../server/db/schema';
import { LIVE_EVENTS } from '../../../common/contract/events';
import { openTestDatabase } from '../support/helpers';

/** Every CHECK that lists values, by name, with the list it must hold. */
const CHECK_LISTS: Record<string, readonly string[]> = {
  users_access_check: ACCESS_LEVELS,
  users_password_strength_check: PASSWORD_STRENGTHS,
  users_locale_check: LOCALES,
  // The server's own list (mail links); no other half names it.
  account_tokens_purpose_check: ACCOUNT_TOKEN_PURPOSES,
  jobs_state_check: JOB_STATES,
  // The contract's own list: the live events' types and their data.
  events_type_check: Object.keys(LIVE_EVENTS),
  notices_type_check: NOTICE_TYPES,
  evpi_document_type_check: DOCUMENT_TYPES,
  competitions_track_check: TRACKS,
  team_members_role_check: TEAM_ROLES,
  enrolments_status_check: ENROLMENT_STATUSES,
  attendance_records_status_check: ATTENDANCE_STATUSES,
  content_items_kind_check: CONTENT_KINDS,
  content_items_status_check: CONTENT_STATUSES,
  content_translations_locale_check: LOCALES,
  competition_officials_role_check: OFFICIAL_ROLES,
  runs_state_check: RUN_STATES,
  scoring_events_kind_check: SCORING_ENTRY_KINDS,
  phase_publications_state_check: PUBLICATION_STATES,
  simulation_phases_counting_check: SUBMISSION_COUNTING,
  simulation_submissions_state_check: SUBMISSION_STATES,
  simulation_submissions_failure_check: [...SUBMISSION_FAILURES, ...TRIAL_FAILURES],
  simulation_submissions_language_check: CONTROLLER_LANGUAGES,
  simulation_trials_failure_check: TRIAL_FAILURES,
};

/** Partial indexes whose predicate lists values. */
const INDEX_LISTS: Record<string, readonly string[]> = {
  enrolments_one_live_per_team_key: LIVE_ENROLMENT_STATUSES,
};

/** The contract's schema of each list. */
const CONTRACT_LISTS: Array<[string, TSchema, readonly string[]]> = [
  ['Access', Access, ACCESS_LEVELS],
  ['NoticeType', NoticeType, NOTICE_TYPES],
  ['DocumentType', DocumentType, DOCUMENT_TYPES],
  ['PasswordStrength', PasswordStrength, PASSWORD_STRENGTHS],
  ['Track', Track, TRACKS],
  ['TeamRole', TeamRole, TEAM_ROLES],
  ['EnrolmentStatus', EnrolmentStatus, ENROLMENT_STATUSES],
  ['AttendanceStatus', AttendanceStatus, ATTENDANCE_STATUSES],
  ['ContentKind', ContentKind, CONTENT_KINDS],
  ['ContentStatus', ContentStatus, CONTENT_STATUSES],
  ['Locale', Locale, LOCALES],
  ['OfficialRole', OfficialRole, OFFICIAL_ROLES],
  ['RunState', RunState, RUN_STATES],
  ['PublicationState', PublicationState, PUBLICATION_STATES],
];

/** The quoted values of a definition, in order: `ARRAY['user'::character varying, …]` gives user, …. */
const quoted = (definition: string) => [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1]!);

/** The values a TypeBox schema admits: `Type.Enum` keeps them in `enum`, a union of literals in `anyOf`. */
function valuesOf(schema: TSchema): unknown[] {
  const { enum: values, anyOf } = schema as { enum?: unknown[]; anyOf?: Array<{ const?: unknown }> };
  if (values) return values;
  assert.ok(
    anyOf?.every((member) => 'const' in member),
    'a closed list is an enum or a union of literals',
  );
  return anyOf!.map((member) => member.const);
}

let database: { db: Database; close(): Promise<void> };
before(async () => {
  database = await openTestDatabase();
});
after(() => database.close());

async function rows<T>(query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query));
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

describe('closed lists have one source', () => {
  test("every CHECK list of the migrated database equals the vocabulary's list", async () => {
    const checks = await rows<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where contype = 'c' and connamespace = 'public'::regnamespace order by conname`,
    );
    const lists = checks.filter((check) => /ARRAY\[/.test(check.definition));
    assert.deepEqual(
      lists.map((check) => check.name).sort(),
      Object.keys(CHECK_LISTS).sort(),
      'each CHECK that lists values is named in CHECK_LISTS',
    );
    for (const { name, definition } of lists) {
      assert.deepEqual(quoted(definition), [...CHECK_LISTS[name]!], `${name}: ${definition}`);
    }
  });

  test("every partial index that lists values equals the vocabulary's list", async () => {
    const indexes = await rows<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'`,
    );
    const lists = indexes.filter((index) => /ARRAY\[/.test(index.definition));
    assert.deepEqual(lists.map((index) => index.name).sort(), Object.keys(INDEX_LISTS).sort());
    for (const { name, definition } of lists) {
      const predicate = definition.slice(definition.indexOf(' WHERE '));
      assert.deepEqual(quoted(predicate), [...INDEX_LISTS[name]!], `${name}: ${definition}`);
    }
  });

  test("the contract's schemas admit exactly the vocabulary's values", () => {
    for (const [name, schema, list] of CONTRACT_LISTS) {
      assert.deepEqual(valuesOf(schema), [...list], name);
    }
  });
});
