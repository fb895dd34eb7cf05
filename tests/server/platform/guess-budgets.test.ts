/**
 * Guesses sent at once are checked no further than their budget (issue 27, section 6, findings 1 and
 * 10): a guess takes its unit of the budget before it is checked, so the 45th of 50 simultaneous
 * passwords, or the 300th of 300 from 30 addresses, is refused with 429 instead of being tried.
 * The same for the second step's code at sign-in, the old password of a password change, and
 * invite codes. The budgets are the defaults.
 *
 * What counts as "checked": a wrong guess that was checked leaves a failure in the audit log (a
 * failed sign-in or password change) and answers 400 or 409; one that was not answers 429.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type * as API from '../../../common/contract';
import { auditLog, rateCounters } from '../../../server/db/schema';
import {
  adminSession,
  newAccount,
  openCompetition,
  person,
  registerAccount,
  teamOf,
} from '../support/factories';
import { type Answer, call, noRateLimits, rules, startPortal, type TestPortal } from '../support/helpers';
import { defaultRateLimits } from '../../../server/plugins/rate-limit';

const {
  loginPerIp,
  loginFailuresPerAccount,
  loginFailuresPerAccountTotal,
  loginFailuresPerDevice,
  inviteFailuresPerUser,
  inviteFailuresPerIp,
} = defaultRateLimits;
const PER_ADDRESS = loginFailuresPerAccount.max;
const PER_ACCOUNT = loginFailuresPerAccountTotal.max;

let portal: TestPortal;
let admin: { session: string };
before(async () => {
  portal = await startPortal({
    rateLimits: {
      ...noRateLimits,
      loginPerIp,
      loginFailuresPerAccount,
      loginFailuresPerAccountTotal,
      loginFailuresPerDevice,
      inviteFailuresPerUser,
      inviteFailuresPerIp,
    },
  });
  admin = await adminSession(portal);
});
after(() => portal?.close());

const DEVICE = 'portal_device';

const signIn = (
  { username, password, totp }: { username: string; password: string; totp?: string },
  from: string,
  device?: string,
) =>
  call<{ status: string }>(portal.app, 'POST', '/api/login/account', {
    body: { type: 'account', username, password, ...(totp ? { totp } : {}) },
    remoteAddress: from,
    headers: device ? { cookie: `${DEVICE}=${device}` } : {},
  });

const deviceCookieOf = (answer: Answer) =>
  [answer.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith(`${DEVICE}=`))
    ?.split(';')[0]!
    .slice(DEVICE.length + 1);

const statuses = (answers: Answer[]) => {
  const tally: Record<number, number> = {};
  for (const answer of answers) tally[answer.status] = (tally[answer.status] ?? 0) + 1;
  return tally;
};

const eventsOf = async (uid: number, action: string) =>
  (
    await portal.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, uid), eq(auditLog.action, action)))
  ).length;

const counter = async (name: string, key: string) =>
  (
    await portal.app.db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(and(eq(rateCounters.name, name), eq(rateCounters.key, key)))
  )[0]?.count ?? 0;

/** `count` passwords, all wrong but the one at `right` (0-based), or none. */
const passwords = (count: number, rightOne: string, right?: number) =>
  Array.from({ length: count }, (_, i) => (i === right ? rightOne : `Wrong-password-${i}`));

describe('passwords sent at once', () => {
  test('50 at once from one address, the right one 45th: no more than the budget is checked', async () => {
    const account = await registerAccount(portal.app, newAccount('flood'), '10.40.0.1');
    const answers = await Promise.all(
      passwords(50, account.password, 44).map((password) =>
        signIn({ username: account.username, password }, '10.40.1.1'),
      ),
    );
    const tally = statuses(answers);
    assert.deepEqual(
      Object.keys(tally).filter((status) => !['200', '400', '429'].includes(status)),
      [],
    );
    const failures = await eventsOf(account.uid, 'security.signInFailed');
    assert.ok(
      failures <= PER_ADDRESS,
      `${failures} wrong passwords were checked; the budget is ${PER_ADDRESS}`,
    );
    assert.equal(tally[400] ?? 0, failures, 'every checked wrong password answered 400, the others 429');
    assert.equal(await counter('loginFailuresPerAccount', `uid:${account.uid}|10.40.1.1`), failures);
    // A right password gives its unit back, so one wrong guess may take its place.
    assert.ok((tally[200] ?? 0) + failures <= PER_ADDRESS + 1, 'the rest were refused untried');
  });

  test('50 wrong at once from one address: exactly the budget is checked, the rest is 429', async () => {
    const account = await registerAccount(portal.app, newAccount('flood'), '10.40.0.2');
    const answers = await Promise.all(
      passwords(50, account.password).map((password) =>
        signIn({ username: account.username, password }, '10.40.2.1'),
      ),
    );
    assert.deepEqual(statuses(answers), { 400: PER_ADDRESS, 429: 50 - PER_ADDRESS });
    assert.equal(await eventsOf(account.uid, 'security.signInFailed'), PER_ADDRESS);
    const locked = await signIn(account, '10.40.2.1');
    assert.equal(locked.status, 429, 'the right password afterwards too');
    assert.match(locked.body.message, /try again in \d+ seconds/);
  });

  test("300 at once from 30 addresses, the right one last: the account's budget holds; the owner's device still signs in", async () => {
    const account = await registerAccount(portal.app, newAccount('spread'), '10.41.0.1');
    // The owner signed in from this browser before: it has a device cookie for the account.
    const owned = await signIn(account, '10.41.0.2');
    assert.equal(owned.status, 200, owned.raw);
    const device = deviceCookieOf(owned);
    assert.ok(device);

    const guesses = passwords(300, account.password, 299).map((password, i) =>
      signIn({ username: account.username, password }, `10.41.${1 + Math.floor(i / 10)}.1`),
    );
    const owner = signIn(account, '10.41.0.2', device);
    const answers = await Promise.all(guesses);
    assert.equal((await owner).status, 200, "strangers' guesses do not lock out the owner's device");

    const tally = statuses(answers);
    const failures = await eventsOf(account.uid, 'security.signInFailed');
    assert.ok(
      failures <= PER_ACCOUNT,
      `${failures} wrong passwords were checked; the budget is ${PER_ACCOUNT}`,
    );
    assert.equal(tally[400] ?? 0, failures);
    assert.equal((tally[200] ?? 0) + (tally[400] ?? 0) + (tally[429] ?? 0), 300);
    assert.ok((tally[429] ?? 0) >= 300 - PER_ACCOUNT - 1, 'the rest were refused untried');
    assert.equal(await counter('loginFailuresPerAccountTotal', `uid:${account.uid}`), failures);
  });

  test('a right password gives its unit back: an owner who signs in often never uses up the budget', async () => {
    const account = await registerAccount(portal.app, newAccount('often'), '10.42.0.1');
    for (let i = 0; i < PER_ADDRESS * 2; i += 1) {
      assert.equal((await signIn(account, '10.42.0.2')).status, 200, `sign-in ${i + 1}`);
    }
    assert.equal(await counter('loginFailuresPerAccount', `uid:${account.uid}|10.42.0.2`), 0);
    assert.equal(await counter('loginFailuresPerAccountTotal', `uid:${account.uid}`), 0);
  });
});

describe('the second step at once', () => {
  const codeFor = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: portal.app.now().getTime(),
    });

  test('50 second-step codes at once with the right password, the right code 45th: no more than the budget is checked', async () => {
    const account = await registerAccount(portal.app, newAccount('totp'), '10.43.0.1');
    const signedIn = await signIn(account, '10.43.0.1');
    const session = signedIn.session!;
    const setup = await call<{ secret: string }>(portal.app, 'POST', '/api/user/2fa/setup', {
      body: {},
      session,
    });
    const { secret } = setup.body.data;
    const enabled = await call(portal.app, 'POST', '/api/user/2fa/enable', {
      body: { password: account.password, code: codeFor(secret) },
      session,
    });
    assert.equal(enabled.status, 200, enabled.raw);
    // The enabling code's step is spent: the sign-in uses the next step's.
    portal.advance(30_000);
    const right = codeFor(secret);
    // Wrong codes: six digits that are none of the steps accepted now.
    const valid = new Set(
      [-30_000, 0, 30_000].map((offset) =>
        new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
          timestamp: portal.app.now().getTime() + offset,
        }),
      ),
    );
    const wrong = Array.from({ length: 60 }, (_, i) => String(100_000 + i * 7919)).filter(
      (code) => !valid.has(code),
    );
    const codes = Array.from({ length: 50 }, (_, i) => (i === 44 ? right : wrong[i]!));

    const answers = await Promise.all(
      codes.map((totp) =>
        signIn({ username: account.username, password: account.password, totp }, '10.43.1.1'),
      ),
    );
    const failures = (
      await portal.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, account.uid), eq(auditLog.action, 'security.signInFailed')))
    ).filter((row) => (row.after as { method: string }).method === 'totp').length;
    assert.ok(failures <= PER_ADDRESS, `${failures} wrong codes were checked; the budget is ${PER_ADDRESS}`);
    const tally = statuses(answers);
    assert.equal(tally[400] ?? 0, failures);
    assert.equal((tally[200] ?? 0) + (tally[400] ?? 0) + (tally[429] ?? 0), 50);
    assert.ok((tally[429] ?? 0) >= 50 - PER_ADDRESS - 1, 'the rest were refused untried');
  });
});

describe('the old password of a password change at once', () => {
  test('50 wrong old passwords at once: exactly the budget is checked, the rest is 429', async () => {
    const account = await registerAccount(portal.app, newAccount('change'), '10.44.0.1');
    const session = (await signIn(account, '10.44.0.1')).session!;
    const answers = await Promise.all(
      passwords(50, account.password).map((oldPassword) =>
        call(portal.app, 'PUT', '/api/user/password', {
          session,
          body: { oldPassword, newPassword: 'Brand-New-Horse-5' },
          remoteAddress: '10.44.1.1',
        }),
      ),
    );
    assert.deepEqual(statuses(answers), { 400: PER_ADDRESS, 429: 50 - PER_ADDRESS });
    assert.equal(await eventsOf(account.uid, 'security.passwordChangeFailed'), PER_ADDRESS);
    const refused = await call(portal.app, 'PUT', '/api/user/password', {
      session,
      body: { oldPassword: account.password, newPassword: 'Brand-New-Horse-5' },
      remoteAddress: '10.44.1.1',
    });
    assert.equal(refused.status, 429, 'the right old password afterwards too');
  });

  test('a right old password with a refused new one gives its unit back', async () => {
    const account = await registerAccount(portal.app, newAccount('change'), '10.44.0.2');
    const session = (await signIn(account, '10.44.0.2')).session!;
    const same = await call(portal.app, 'PUT', '/api/user/password', {
      session,
      body: { oldPassword: account.password, newPassword: account.password },
      remoteAddress: '10.44.2.1',
    });
    assert.equal(same.status, 400);
    assert.equal(await counter('loginFailuresPerAccount', `uid:${account.uid}|10.44.2.1`), 0);
    assert.equal(await eventsOf(account.uid, 'security.passwordChangeFailed'), 0);
  });
});

describe('invite codes', () => {
  let cup: API.AdminCompetitionView;
  let team: API.TeamView;
  before(async () => {
    cup = await openCompetition(portal, admin, { maxTeamSize: 5 });
    team = await teamOf(portal, cup.id, await person(portal));
  });

  const join = (who: { session: string }, inviteCode: string, from: string) =>
    call(portal.app, 'POST', '/api/teams/join', {
      session: who.session,
      body: { inviteCode },
      remoteAddress: from,
    });
  const wrongCodes = (count: number, tag: string) =>
    Array.from({ length: count }, (_, i) => `${tag}${String(i).padStart(8 - tag.length, '0')}`);

  test('50 wrong codes at once by one person: the budget is tried, the rest is 429, the right code too', async () => {
    const guesser = await person(portal);
    const answers = await Promise.all(
      wrongCodes(50, 'WRONGA').map((code) => join(guesser, code, '10.45.0.1')),
    );
    assert.deepEqual(statuses(answers), {
      409: inviteFailuresPerUser.max,
      429: 50 - inviteFailuresPerUser.max,
    });
    assert.ok(
      answers
        .filter((answer) => answer.status === 409)
        .every((answer) => rules(answer).includes('invite_invalid')),
    );
    const refused = await join(guesser, team.inviteCode!, '10.45.0.2');
    assert.equal(refused.status, 429, "from another address too: the budget is the person's");
    assert.equal(refused.body.code, 429);
    assert.match(refused.body.message, /Too many attempts\. Please try again in \d+ seconds\./);
  });

  test('wrong codes from one address add up, whoever sends them; another address keeps its own', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => person(portal)));
    const perPerson = inviteFailuresPerIp.max / people.length;
    const answers = await Promise.all(
      people.flatMap((someone, n) =>
        wrongCodes(perPerson, `WRONGB${n}`).map((code) => join(someone, code, '10.45.1.1')),
      ),
    );
    assert.deepEqual(statuses(answers), { 409: inviteFailuresPerIp.max });
    const newcomer = await person(portal);
    assert.equal(
      (await join(newcomer, 'WRONGC00', '10.45.1.1')).status,
      429,
      'the address has used its budget',
    );
    assert.equal(
      (await join(newcomer, 'WRONGC01', '10.45.1.2')).status,
      409,
      'elsewhere the code is checked',
    );
  });

  test('a right code gives its unit back, and so does a refusal for another reason', async () => {
    const joiner = await person(portal);
    const wrong = wrongCodes(inviteFailuresPerUser.max, 'WRONGD');
    for (const code of wrong.slice(1)) assert.equal((await join(joiner, code, '10.45.2.1')).status, 409);
    assert.equal((await join(joiner, team.inviteCode!, '10.45.2.1')).status, 200);
    // Already in a team of this competition: the code was right, the join refused for another reason.
    const other = await teamOf(portal, cup.id, await person(portal));
    const again = await join(joiner, other.inviteCode!, '10.45.2.1');
    assert.equal(again.status, 409);
    assert.deepEqual(rules(again), ['already_in_team']);
    assert.equal(await counter('inviteFailuresPerUser', `uid:${joiner.uid}`), inviteFailuresPerUser.max - 1);
    assert.equal((await join(joiner, wrong[0]!, '10.45.2.1')).status, 409, 'the last unit of the budget');
    assert.equal((await join(joiner, team.inviteCode!, '10.45.2.1')).status, 429);
  });
});
