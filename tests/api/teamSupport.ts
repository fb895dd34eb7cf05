/** People, competitions and teams for the team, enrolment and attendance suites. */
import assert from 'node:assert/strict';
import { seedIfEmpty } from '../../server/shared/seed';
import { call, signedInUser, type TestPortal } from './helpers';

export const DAY = 24 * 3600 * 1000;

export async function adminSession(portal: TestPortal) {
  const seeded = await seedIfEmpty(
    portal.app.db,
    { adminUsername: 'admin', adminPassword: 'Admin-Password-1', adminEmail: 'admin@example.com' },
    portal.app.now(),
  );
  assert.ok(seeded.seeded, 'the portal was empty');
  const answer = await call(portal.app, 'POST', '/api/login/account', {
    body: { type: 'account', username: 'admin', password: 'Admin-Password-1' },
  });
  return { uid: seeded.uid, session: answer.session! };
}

export function evpiBody(dateOfBirth = '2006-03-01', overrides: Record<string, unknown> = {}) {
  return {
    legalName: 'Test Participant',
    dateOfBirth,
    nationality: 'China',
    documentType: 'passport',
    documentNumber: 'E12345678',
    organisation: 'Zhejiang University',
    emergencyContactName: 'Li Ming',
    emergencyContactPhone: '+8613800001111',
    guardianName: null,
    guardianPhone: null,
    ...overrides,
  };
}

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A signed-in user whose personal information is complete (unless `evpi: false`). */
export async function person(portal: TestPortal, options: { born?: string; evpi?: boolean } = {}) {
  const user = await signedInUser(portal.app, 'p');
  if (options.evpi !== false) {
    const saved = await call(portal.app, 'PUT', '/api/user/evpi', {
      session: user.session,
      body: evpiBody(options.born),
    });
    assert.equal(saved.status, 200, saved.raw);
  }
  return user;
}

/** A competition whose enrolment window is open by the portal's clock. */
export async function openCompetition(
  portal: TestPortal,
  admin: { session: string },
  overrides: Record<string, unknown> = {},
) {
  const now = portal.app.now().getTime();
  const answer = await call<API.AdminCompetitionView>(portal.app, 'POST', '/api/admin/competitions', {
    session: admin.session,
    body: {
      name: `Test Cup ${Math.random().toString(36).slice(2, 8)}`,
      summary: 'A competition for tests.',
      track: 'underwater',
      enrolmentOpensAt: new Date(now - DAY).toISOString(),
      enrolmentClosesAt: new Date(now + 30 * DAY).toISOString(),
      minTeamSize: 2,
      maxTeamSize: 3,
      capacity: 10,
      requiresApproval: true,
      ...overrides,
    },
  });
  assert.equal(answer.status, 200, answer.raw);
  return answer.body.data;
}

/** A team led by `leader`, with `members` joined by its invite code. */
export async function teamOf(
  portal: TestPortal,
  competitionId: number,
  leader: Person,
  members: Person[] = [],
) {
  const created = await call<API.TeamView>(portal.app, 'POST', '/api/teams', {
    session: leader.session,
    body: {
      competitionId,
      name: `Team ${Math.random().toString(36).slice(2, 8)}`,
      organisation: 'Ocean University',
      country: 'China',
      description: '',
    },
  });
  assert.equal(created.status, 200, created.raw);
  for (const member of members) {
    const joined = await call(portal.app, 'POST', '/api/teams/join', {
      session: member.session,
      body: { inviteCode: created.body.data.inviteCode },
    });
    assert.equal(joined.status, 200, joined.raw);
  }
  return created.body.data;
}

export const rules = (answer: { body: { data: unknown } }) =>
  ((answer.body.data as API.RuleFailure | null)?.violations ?? []).map((v) => v.rule);

/**
 * The rows of a CSV download, its BOM dropped: enough of RFC 4180 (quoted cells, doubled quotes,
 * CRLF or LF line ends) to read what csv-stringify writes.
 */
export function csvRows(raw: string): string[][] {
  const text = raw.replace(/^\ufeff/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
