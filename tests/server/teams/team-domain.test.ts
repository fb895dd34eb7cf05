/**
 * The team, enrolment and attendance rules called directly on a database, without HTTP, each with the
 * clock it is given: the functions take (tx, caller, input, now).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pickTranslation } from '../../../common/locales';
import type { Database } from '../../../server/db/client';
import { evpi, users } from '../../../server/db/schema';
import { currentCode, isValidCode } from '../../../server/features/attendance/codes';
import { sessionState } from '../../../server/features/attendance/sessions';
import type { Caller } from '../../../server/shared/caller';
import {
  createCompetition,
  windowState,
  type CompetitionRow,
} from '../../../server/features/enrolment/competitions';
import { toCsv } from '../../../server/shared/csv';
import { enrol, withdraw } from '../../../server/features/enrolment/enrolments';
import { createTeam } from '../../../server/features/teams/team-changes';
import { joinTeam, removeMember } from '../../../server/features/teams/membership';
import { RuleError } from '../../../server/http/errors';
import { openTestDatabase } from '../support/helpers';

let db: Database;
let close: () => Promise<void>;
before(async () => {
  ({ db, close } = await openTestDatabase());
});
after(() => close?.());

const at = (iso: string) => new Date(iso);
const T0 = at('2027-01-10T08:00:00Z');

let counter = 0;
/** A user with complete personal information, born on `born`. */
async function caller(access: 'user' | 'admin' = 'user', born = '2006-06-01'): Promise<Caller> {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      username: `d${counter}`,
      email: `d${counter}@domain.test`,
      passwordHash: 'x',
      nickname: `Person ${counter}`,
    })
    .returning({ uid: users.uid });
  await db.insert(evpi).values({
    uid: row!.uid,
    legalName: `Person ${counter}`,
    dateOfBirth: born,
    nationality: 'China',
    documentType: 'passport',
    documentNumber: `N${counter}`,
    organisation: 'School',
    emergencyContactName: 'Parent',
    emergencyContactPhone: '+8613800000000',
    guardianName: 'Parent',
    guardianPhone: '+8613800000000',
  });
  return { uid: row!.uid, access, locale: 'en-US' };
}

/** The rules a call broke, or [] when it went through. */
async function broken(work: (tx: Database) => Promise<unknown>): Promise<string[]> {
  try {
    await db.transaction((tx) => work(tx));
    return [];
  } catch (error) {
    if (error instanceof RuleError) return error.violations.map((v) => v.rule);
    throw error;
  }
}

async function competition(overrides: Partial<Parameters<typeof createCompetition>[2]> = {}) {
  const admin = await caller('admin', '1980-01-01');
  return createCompetition(
    db,
    admin,
    {
      name: 'Domain Cup',
      summary: '',
      track: 'ground',
      enrolmentOpensAt: '2027-01-01T00:00:00Z',
      enrolmentClosesAt: '2027-02-01T00:00:00Z',
      minTeamSize: 1,
      maxTeamSize: 2,
      capacity: 1,
      requiresApproval: false,
      ...overrides,
    },
    T0,
  );
}

const teamInput = (competitionId: number, name: string) => ({
  competitionId,
  name,
  organisation: 'School',
  country: 'China',
  description: '',
});

describe('pure rules', () => {
  test('the enrolment window by the given clock: upcoming, open, full, closed', () => {
    const row = {
      enrolmentOpensAt: at('2027-01-01T00:00:00Z'),
      enrolmentClosesAt: at('2027-02-01T00:00:00Z'),
      capacity: 2,
    } as CompetitionRow;
    assert.equal(windowState(row, 0, at('2026-12-31T23:59:59Z')), 'upcoming');
    assert.equal(windowState(row, 1, at('2027-01-15T00:00:00Z')), 'open');
    assert.equal(windowState(row, 2, at('2027-01-15T00:00:00Z')), 'full');
    assert.equal(windowState(row, 0, at('2027-02-01T00:00:01Z')), 'closed');
  });

  test('a session is upcoming, open, then closed', () => {
    const window = { startsAt: at('2027-08-18T01:00:00Z'), endsAt: at('2027-08-18T02:00:00Z') };
    assert.equal(sessionState(window, at('2027-08-18T00:59:59Z')), 'upcoming');
    assert.equal(sessionState(window, at('2027-08-18T02:00:00Z')), 'open');
    assert.equal(sessionState(window, at('2027-08-18T02:00:01Z')), 'closed');
  });

  test('check-in codes change each minute; the current and previous one are valid, not older or future ones', () => {
    const session = {
      id: 7,
      codeSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    } as Parameters<typeof currentCode>[0];
    const t = at('2027-08-18T01:00:30Z');
    const now = currentCode(session, t);
    assert.equal(now.expiresAt, '2027-08-18T01:01:00.000Z');
    assert.equal(now.url, `/account/Team/Attendance?session=7&code=${now.code}`);
    const next = currentCode(session, at('2027-08-18T01:01:00Z'));
    assert.notEqual(next.code, now.code);
    assert.ok(isValidCode(session, now.code, at('2027-08-18T01:01:59Z')), 'the previous code');
    assert.ok(!isValidCode(session, now.code, at('2027-08-18T01:02:00Z')), 'two periods old');
    assert.ok(!isValidCode(session, next.code, t), 'a code of the future');
  });

  test('texts fall back chosen → en-US → zh-CN and say which they are', () => {
    const texts = { 'zh-CN': '中文', 'en-US': 'English' };
    assert.deepEqual(pickTranslation(texts, 'zh-CN'), { locale: 'zh-CN', text: '中文' });
    assert.deepEqual(pickTranslation(texts, 'pt-BR'), { locale: 'en-US', text: 'English' });
    assert.deepEqual(pickTranslation({ 'zh-CN': '中文' }, 'id-ID'), { locale: 'zh-CN', text: '中文' });
    assert.deepEqual(pickTranslation({ 'zh-TW': '繁體' }, 'id-ID'), { locale: 'zh-TW', text: '繁體' });
  });

  test('CSV: a byte-order mark, and formulas defused', () => {
    const csv = toCsv(['team'], [['=1+1'], ['+cmd'], ['-2'], ['@SUM(A1)'], ['深海']]);
    assert.ok(csv.startsWith('\ufeffteam\n'));
    assert.deepEqual(csv.slice(1).trim().split('\n').slice(1), [
      "'=1+1",
      "'+cmd",
      "'-2",
      "'@SUM(A1)",
      '深海',
    ]);
  });
});

describe('rules on the database, with the clock given', () => {
  test('a team formed after the window is refused; the same call before it goes through', async () => {
    const cup = await competition();
    const leader = await caller();
    const late = at('2027-02-02T00:00:00Z');
    assert.deepEqual(await broken((tx) => createTeam(tx, leader, teamInput(cup.id, 'Late Team'), late)), [
      'enrolment_closed',
    ]);
    assert.deepEqual(await broken((tx) => createTeam(tx, leader, teamInput(cup.id, 'Early Team'), T0)), []);
  });

  test('the second team takes the waiting list; a withdrawal hands it the place', async () => {
    const cup = await competition();
    const [a, b] = [await caller(), await caller()];
    const teamA = await createTeam(db, a, teamInput(cup.id, 'Alpha'), T0);
    const teamB = await createTeam(db, b, teamInput(cup.id, 'Beta'), T0);
    const first = await db.transaction((tx) => enrol(tx, a, { competitionId: cup.id, teamId: teamA.id }, T0));
    const second = await db.transaction((tx) =>
      enrol(tx, b, { competitionId: cup.id, teamId: teamB.id }, T0),
    );
    assert.deepEqual([first.status, second.status, second.waitlistPosition], ['approved', 'waitlisted', 1]);
    await db.transaction((tx) => withdraw(tx, a, first.id, T0));
    const again = await broken((tx) => enrol(tx, b, { competitionId: cup.id, teamId: teamB.id }, T0));
    assert.deepEqual(again, ['already_enrolled'], 'the promoted team holds its live enrolment');
  });

  test('ages are measured on the competition’s day, not today', async () => {
    const cup = await competition({ minAge: 14, maxAge: 25, agesOn: '2027-08-01' });
    // 25 today, 26 on the competition's day.
    const leader = await caller('user', '2001-07-01');
    const team = await createTeam(db, leader, teamInput(cup.id, 'Elders'), T0);
    assert.deepEqual(
      await broken((tx) => enrol(tx, leader, { competitionId: cup.id, teamId: team.id }, T0)),
      ['age_out_of_range'],
    );
  });

  test('an enrolled team’s roster freezes when the window closes', async () => {
    const cup = await competition({ capacity: 5 });
    const [leader, member] = [await caller(), await caller()];
    const team = await createTeam(db, leader, teamInput(cup.id, 'Frozen'), T0);
    await joinTeam(db, member, { inviteCode: team.inviteCode! }, T0);
    await db.transaction((tx) => enrol(tx, leader, { competitionId: cup.id, teamId: team.id }, T0));
    const afterClose = at('2027-02-02T00:00:00Z');
    assert.deepEqual(await broken((tx) => removeMember(tx, member, team.id, member.uid, afterClose)), [
      'roster_frozen',
    ]);
    assert.deepEqual(await broken((tx) => removeMember(tx, member, team.id, member.uid, T0)), []);
  });
});
