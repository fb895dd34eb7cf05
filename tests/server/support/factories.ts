/**
 * The suites' test data, in one place: accounts, settings and personal information, people signed in,
 * competitions, teams and content bodies. Each builder makes a valid, unique object; overrides change it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { EditableUserField } from '../../../common/user-fields';
import type * as API from '../../../common/contract';
import type { App } from '../../../server/app';
import { seedIfEmpty } from '../../../server/shared/seed';
import { call, login, type TestPortal } from './helpers';

export const DAY = 24 * 3600 * 1000;

let counter = 0;
/** A unique, valid username/email/phone for this test run. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${counter}${randomBytes(2).toString('hex')}`;
  return {
    username: tag,
    email: `${tag}@example.com`,
    password: 'Correct-Horse-9',
    phone: `+86138${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
  };
}

export async function registerAccount(app: App, account = newAccount(), remoteAddress?: string) {
  const answer = await call<{ uid: number; username: string }>(app, 'POST', '/api/register', {
    body: account,
    remoteAddress,
  });
  if (answer.status !== 200) throw new Error(`register failed: ${answer.raw}`);
  return { ...account, uid: answer.body.data.uid };
}

/** A registered, signed-in user. */
export async function signedInUser(app: App, prefix = 'user') {
  const account = await registerAccount(app, newAccount(prefix));
  return { ...account, session: await login(app, account.username, account.password) };
}

/**
 * A complete, valid settings body for PUT /api/user/user/:uid. It changes the email, so it carries
 * newAccount's password, which users changing their own email must give (admins' edits ignore it).
 */
export function settingsBody(uid: number, overrides: Record<string, unknown> = {}) {
  return {
    uid,
    password: 'Correct-Horse-9',
    nickname: 'Robo Builder',
    avatar: null,
    email: `settings${uid}-${randomBytes(2).toString('hex')}@example.com`,
    phone: `+86139${String(10_000_000 + uid * 7919 + Math.floor(Math.random() * 1000))}`.slice(0, 15),
    profile: 'Builds underwater robots.',
    country: 'China',
    province: 'Zhejiang',
    city: 'Hangzhou',
    address: '1 Robot Road',
    notifications: { accountPassword: true, systemMessages: false, todoTasks: true },
    security: { securityPhone: null, securityQuestion: null, backupEmail: null, mfaEnabled: false },
    bindings: { github: null, google: null, wechat: null },
    ...overrides,
  };
}

/**
 * A new value for every editable field of a user (typed by common/user-fields.ts, so a field added
 * there must get a value here), each as the answer shows it once stored: already trimmed and in
 * lower case, and the settings' MFA switch off as it mirrors two-factor sign-in.
 */
export function everyFieldEdited(uid: number): Record<EditableUserField, unknown> {
  const tag = `${uid}${randomBytes(2).toString('hex')}`;
  return {
    uid,
    nickname: `Edited ${tag}`,
    avatar: `https://example.com/avatars/${tag}.png`,
    email: `edited${tag}@example.com`,
    phone: `+86137${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
    profile: `Edited profile ${tag}.`,
    country: 'BR',
    province: 'São Paulo',
    city: 'Campinas',
    address: `${tag} Edited Street`,
    notifications: { accountPassword: false, systemMessages: false, todoTasks: false },
    security: {
      securityPhone: '+8613711112222',
      securityQuestion: `Edited ${tag}?`,
      backupEmail: `backup${tag}@example.com`,
      mfaEnabled: false,
    },
    bindings: { github: `gh${tag}`, google: `go${tag}`, wechat: `wx${tag}` },
  };
}

export const english = (title: string) => ({
  'en-US': { title, summary: `${title} summary`, body: 'Body.' },
});

/** A valid body to create each kind of content; `slug` keeps sections apart. */
export const contentBody = (kind: string) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const base = { status: 'published', translations: english(`Matrix ${kind} ${tag}`) };
  if (kind === 'news') return { ...base, category: 'venue' };
  if (kind === 'banners') return { ...base, category: 'home' };
  if (kind === 'materials')
    return { ...base, category: 'training', attributes: { track: 'underwater', level: 'beginner' } };
  return { ...base, category: 'about', slug: `matrix-${tag}` };
};

export const CONTENT_KINDS = ['news', 'banners', 'materials', 'sections'] as const;

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

/**
 * A check-in session at a competition, open now for `lengthMinutes` (default 60), and an approved
 * team of three expected at it: `leader`, `a` and `b`.
 */
export async function checkInVenue(
  portal: TestPortal,
  admin: { session: string },
  options: { graceMinutes?: number; lengthMinutes?: number } = {},
) {
  const competition = await openCompetition(portal, admin);
  const [leader, a, b] = [await person(portal), await person(portal), await person(portal)];
  const team = await teamOf(portal, competition.id, leader, [a, b]);
  const enrolment = await call<API.EnrolmentView>(portal.app, 'POST', '/api/enrolments', {
    session: leader.session,
    body: { competitionId: competition.id, teamId: team.id },
  });
  await call(portal.app, 'PUT', `/api/admin/enrolments/${enrolment.body.data.id}`, {
    session: admin.session,
    body: { status: 'approved' },
  });
  const now = portal.app.now().getTime();
  const minute = 60_000;
  const session = await call<API.AdminSessionView>(portal.app, 'POST', '/api/admin/attendance/sessions', {
    session: admin.session,
    body: {
      competitionId: competition.id,
      title: 'Opening briefing',
      location: 'Hall A',
      startsAt: new Date(now - minute).toISOString(),
      endsAt: new Date(now + (options.lengthMinutes ?? 60) * minute).toISOString(),
      graceMinutes: options.graceMinutes ?? 15,
    },
  });
  assert.equal(session.status, 200, session.raw);
  return { competition, team, leader, a, b, session: session.body.data };
}
