/**
 * Guess budgets under real concurrency: two server processes on one PostgreSQL, every guess sent at
 * once and spread over both, with the default budgets. Run by `npm run test:race`. A guess takes its
 * unit of the budget in the database before it is checked, so however the guesses interleave over
 * the two processes, no more are checked than the budget allows:
 *
 *  - 50 passwords from one address, the right one 45th: at most 10 wrong ones checked;
 *  - 300 passwords from 30 addresses, the right one last: at most 100 wrong ones checked;
 *  - 50 second-step codes with the right password, the right code 45th: at most 10 wrong ones checked;
 *  - 50 wrong old passwords in a password change: exactly 10 checked;
 *  - 50 wrong invite codes by one person: exactly 10 checked.
 *
 * "Checked" is what the database shows: a failed sign-in or password change in the audit log for each
 * wrong password or code checked, the failure counters, and 400/409 answers (429 for the rest).
 * The servers trust one proxy (TRUST_PROXY=1), so `X-Forwarded-For` names each guess's address.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  auditLog,
  competitions,
  rateCounters,
  teamMembers,
  teams,
  twoFactor,
  users,
} from '../../server/db/schema';
import { hashPassword } from '../../server/features/accounts/password';
import { createSession } from '../../server/features/accounts/sessions';
import { newInviteCode } from '../../server/features/teams/teams';
import { defaultRateLimits } from '../../server/plugins/rate-limit';
import { raceCluster, type RaceCluster } from './cluster';

let cluster: RaceCluster;

const PER_ADDRESS = defaultRateLimits.loginFailuresPerAccount.max;
const PER_ACCOUNT = defaultRateLimits.loginFailuresPerAccountTotal.max;
const PASSWORD = 'Correct-Horse-9';

before(async () => {
  cluster = await raceCluster({ TRUST_PROXY: '1' });
  await Promise.all([cluster.startServer(), cluster.startServer()]);
});

after(() => cluster?.end());

let passwordHash: Promise<string> | undefined;
/** A user with PASSWORD and a session, written straight to the database. */
async function person(name: string) {
  passwordHash ??= hashPassword(PASSWORD);
  const [row] = await cluster.handle.db
    .insert(users)
    .values({ username: name, email: `${name}@race.test`, passwordHash: await passwordHash })
    .returning({ uid: users.uid });
  const { token } = await createSession(cluster.handle.db, {
    uid: row!.uid,
    persistent: true,
    now: new Date(),
  });
  return { uid: row!.uid, username: name, cookie: `portal_session=${token}` };
}

const send = (base: string, method: string, path: string, body: unknown, from: string, cookie = '') =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, cookie },
    body: JSON.stringify(body),
  });

const tally = (answers: Response[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
};

const failures = async (uid: number, action: string, method?: string) =>
  (
    await cluster.handle.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, uid), eq(auditLog.action, action)))
  ).filter((row) => method === undefined || (row.after as { method?: string }).method === method).length;

const counter = async (name: string, key: string) =>
  (
    await cluster.handle.db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(and(eq(rateCounters.name, name), eq(rateCounters.key, key)))
  )[0]?.count ?? 0;

const passwords = (count: number, right: number) =>
  Array.from({ length: count }, (_, i) => (i === right ? PASSWORD : `Wrong-password-${i}`));

/** The wrong ones answered 400 (checked) or 429 (not), the right one 200 or 429: nothing else. */
function assertBounded(answers: Response[], checkedWrong: number, budget: number, what: string) {
  const counts = tally(answers);
  assert.deepEqual(
    Object.keys(counts).filter((status) => !['200', '400', '429'].includes(status)),
    [],
    `${what}: ${JSON.stringify(counts)}`,
  );
  assert.ok(
    checkedWrong <= budget,
    `${what}: ${checkedWrong} wrong guesses checked, the budget is ${budget}`,
  );
  assert.equal(counts[400] ?? 0, checkedWrong, what);
  // A right guess gives its unit back, so one wrong guess may take its place: never more.
  assert.ok((counts[200] ?? 0) + checkedWrong <= budget + 1, `${what}: ${JSON.stringify(counts)}`);
}

test('50 passwords at once from one address over two processes, the right one 45th: at most 10 checked', async () => {
  const victim = await person('flooded');
  const answers = await cluster.all(passwords(50, 44), (password, base) =>
    send(
      base,
      'POST',
      '/api/login/account',
      { type: 'account', username: victim.username, password },
      '10.60.0.1',
    ),
  );
  const checked = await failures(victim.uid, 'security.signInFailed');
  assertBounded(answers, checked, PER_ADDRESS, '50 from one address');
  assert.equal(await counter('loginFailuresPerAccount', `uid:${victim.uid}|10.60.0.1`), checked);
});

test('300 passwords at once from 30 addresses over two processes, the right one last: at most 100 checked', async () => {
  const victim = await person('spread');
  const guesses = passwords(300, 299).map((password, i) => ({
    password,
    from: `10.61.${Math.floor(i / 10)}.1`,
  }));
  const answers = await cluster.all(guesses, ({ password, from }, base) =>
    send(base, 'POST', '/api/login/account', { type: 'account', username: victim.username, password }, from),
  );
  const checked = await failures(victim.uid, 'security.signInFailed');
  assertBounded(answers, checked, PER_ACCOUNT, '300 from 30 addresses');
  assert.equal(await counter('loginFailuresPerAccountTotal', `uid:${victim.uid}`), checked);
});

test('50 second-step codes at once over two processes, the right code 45th: at most 10 checked', async () => {
  const victim = await person('twofactor');
  const secret = new Secret({ size: 20 });
  await cluster.handle.db
    .insert(twoFactor)
    .values({ uid: victim.uid, secret: secret.base32, enabledAt: new Date() });
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  const now = Date.now();
  const accepted = new Set([-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: now + offset })));
  const wrong = Array.from({ length: 60 }, (_, i) => String(100_000 + i * 7919)).filter(
    (code) => !accepted.has(code),
  );
  const codes = Array.from({ length: 50 }, (_, i) =>
    i === 44 ? totp.generate({ timestamp: now }) : wrong[i]!,
  );
  const answers = await cluster.all(codes, (code, base) =>
    send(
      base,
      'POST',
      '/api/login/account',
      { type: 'account', username: victim.username, password: PASSWORD, totp: code },
      '10.62.0.1',
    ),
  );
  assertBounded(answers, await failures(victim.uid, 'security.signInFailed', 'totp'), PER_ADDRESS, 'codes');
});

test('50 wrong old passwords at once over two processes: exactly 10 checked', async () => {
  const victim = await person('changer');
  const answers = await cluster.all(passwords(50, -1), (oldPassword, base) =>
    send(
      base,
      'PUT',
      '/api/user/password',
      { oldPassword, newPassword: 'Brand-New-Horse-5' },
      '10.63.0.1',
      victim.cookie,
    ),
  );
  assert.deepEqual(tally(answers), { 400: PER_ADDRESS, 429: 50 - PER_ADDRESS });
  assert.equal(await failures(victim.uid, 'security.passwordChangeFailed'), PER_ADDRESS);
});

test('50 wrong invite codes at once by one person over two processes: exactly 10 checked', async () => {
  const [cup] = await cluster.handle.db
    .insert(competitions)
    .values({
      track: 'simulation',
      texts: { 'en-US': { name: 'Invite race', summary: '' } },
      enrolmentOpensAt: new Date(Date.now() - 86_400_000),
      enrolmentClosesAt: new Date(Date.now() + 86_400_000),
      capacity: 10,
      minTeamSize: 1,
      maxTeamSize: 5,
      requiresApproval: false,
    })
    .returning();
  const leader = await person('inviter');
  const [team] = await cluster.handle.db
    .insert(teams)
    .values({
      competitionId: cup!.id,
      name: 'Guarded',
      organisation: 'Race U',
      country: 'China',
      inviteCode: newInviteCode(),
    })
    .returning();
  await cluster.handle.db.insert(teamMembers).values({
    teamId: team!.id,
    competitionId: cup!.id,
    uid: leader.uid,
    role: 'leader',
    joinedAt: new Date(),
  });
  const guesser = await person('guesser');
  const perPerson = defaultRateLimits.inviteFailuresPerUser.max;
  const codes = Array.from({ length: 50 }, (_, i) => `WRONG${String(i).padStart(3, '0')}`);
  const answers = await cluster.all(codes, (inviteCode, base) =>
    send(base, 'POST', '/api/teams/join', { inviteCode }, '10.64.0.1', guesser.cookie),
  );
  assert.deepEqual(tally(answers), { 409: perPerson, 429: 50 - perPerson });
  const refused = await send(
    cluster.servers[0]!.base,
    'POST',
    '/api/teams/join',
    { inviteCode: team!.inviteCode },
    '10.64.0.2',
    guesser.cookie,
  );
  assert.equal(refused.status, 429, 'the right code afterwards too');
});
