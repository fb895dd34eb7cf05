/**
 * Limits that hold (issue 10, findings 5, 8 and 9) and security events:
 *
 *  - counters live in the database: two portals on one database share them, and a restart keeps them;
 *  - the old password in a password change draws on the login budgets;
 *  - a browser that signed in before keeps its own budget when strangers use up the account's;
 *  - sign-ins, failed sign-ins, password and access changes are in the audit log.
 *
 * Budgets are small so that a handful of requests uses them up: 3 failures per (account, address),
 * 6 per account, 3 per device.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type * as API from '../../../common/contract';
import { buildApp, type App } from '../../../server/app';
import { auditLog, rateCounters } from '../../../server/db/schema';
import { seedIfEmpty } from '../../../server/shared/seed';
import {
  type Answer,
  call,
  createDatabase,
  login,
  noRateLimits,
  startPortal,
  type TestPortal,
} from '../support/helpers';
import { newAccount, registerAccount } from '../support/factories';

const minute = 60_000;
const budgets = {
  ...noRateLimits,
  loginFailuresPerAccount: { max: 3, timeWindowMs: 15 * minute },
  loginFailuresPerAccountTotal: { max: 6, timeWindowMs: 15 * minute },
  loginFailuresPerDevice: { max: 3, timeWindowMs: 15 * minute },
};

let portal: TestPortal;
let adminSession: string;

before(async () => {
  portal = await startPortal({ rateLimits: budgets });
  await seedIfEmpty(
    portal.app.db,
    { adminUsername: 'admin', adminPassword: 'Admin-Password-1', adminEmail: 'admin@example.com' },
    portal.app.now(),
  );
  adminSession = await login(portal.app, 'admin', 'Admin-Password-1');
});
after(() => portal?.close());

const DEVICE = 'portal_device';
const setCookies = (answer: Answer) => [answer.headers['set-cookie'] ?? []].flat().map(String);
const deviceCookieOf = (answer: Answer) => {
  const header = setCookies(answer).find((cookie) => cookie.startsWith(`${DEVICE}=`));
  return header ? header.split(';')[0]!.slice(DEVICE.length + 1) : undefined;
};

/** A login as a browser sends it: from an address, with its device cookie if it has one. */
const signIn = (username: string, password: string, from: string, device?: string) =>
  call(portal.app, 'POST', '/api/login/account', {
    body: { type: 'account', username, password },
    remoteAddress: from,
    headers: device ? { cookie: `${DEVICE}=${device}` } : {},
  });

describe('device cookie', () => {
  test('a sign-in leaves a signed, HttpOnly, long-lived cookie for the API; a failure leaves none', async () => {
    const account = await registerAccount(portal.app, newAccount('dev'));
    const failed = await signIn(account.username, 'Wrong-password-1', '10.5.0.1');
    assert.equal(failed.status, 400);
    assert.equal(deviceCookieOf(failed), undefined);

    const answer = await signIn(account.username, account.password, '10.5.0.1');
    assert.equal(answer.status, 200);
    const header = setCookies(answer).find((cookie) => cookie.startsWith(`${DEVICE}=`))!;
    assert.match(header, /HttpOnly/i);
    assert.match(header, /SameSite=Strict/i);
    assert.match(header, /Path=\/api\//);
    assert.match(header, /Max-Age=31536000/);
    // uid.deviceId, then @fastify/cookie's signature.
    assert.match(deviceCookieOf(answer)!, new RegExp(`^${account.uid}\\.[A-Za-z0-9_-]{22}\\.[^.]+$`));
  });

  test("strangers who use up the account's budgets do not lock out the owner's device", async () => {
    const owner = await registerAccount(portal.app, newAccount('own'));
    const device = deviceCookieOf(await signIn(owner.username, owner.password, '10.6.0.1'))!;
    // Finding 5, scaled down: every address guesses until the pair is locked, and together they
    // use up the account's stranger budget.
    for (const from of ['10.6.1.1', '10.6.1.2']) {
      for (let n = 1; n <= 3; n += 1) {
        assert.equal((await signIn(owner.username, `Wrong-password-${n}`, from)).status, 400);
      }
      assert.equal((await signIn(owner.username, owner.password, from)).status, 429, `${from} is locked`);
    }
    assert.equal(
      (await signIn(owner.username, owner.password, '10.6.0.1')).status,
      429,
      "the owner's own address without the cookie is a stranger: the account's stranger budget is used up",
    );

    const back = await signIn(owner.username, owner.password, '10.6.0.1', device);
    assert.equal(back.status, 200, 'the device that signed in before still gets in');
    assert.ok(back.session);
    assert.equal(
      (await signIn(owner.username, owner.password, '10.6.9.9', device)).status,
      200,
      'from any address',
    );
  });

  test("a device's wrong passwords are counted per device, apart from strangers'", async () => {
    const owner = await registerAccount(portal.app, newAccount('devfail'));
    const device = deviceCookieOf(await signIn(owner.username, owner.password, '10.7.0.1'))!;
    const again = deviceCookieOf(await signIn(owner.username, owner.password, '10.7.0.1', device))!;
    assert.equal(again, device, 'signing in again keeps the same device');
    for (let n = 1; n <= 3; n += 1) {
      assert.equal((await signIn(owner.username, `Wrong-password-${n}`, '10.7.0.1', device)).status, 400);
    }
    assert.equal(
      (await signIn(owner.username, owner.password, '10.7.0.1', device)).status,
      429,
      'the device has used up its own budget',
    );
    assert.equal(
      (await signIn(owner.username, owner.password, '10.7.0.1')).status,
      200,
      "from the same address without the cookie: the device's failures were not the strangers'",
    );
  });

  test('a forged, altered or foreign cookie counts for nothing', async () => {
    const owner = await registerAccount(portal.app, newAccount('forge'));
    const stranger = await registerAccount(portal.app, newAccount('forge'));
    const strangersDevice = deviceCookieOf(await signIn(stranger.username, stranger.password, '10.8.0.1'))!;
    for (const from of ['10.8.1.1', '10.8.1.2']) {
      for (let n = 1; n <= 3; n += 1) await signIn(owner.username, `Wrong-password-${n}`, from);
    }
    const [, id, signature] = strangersDevice.split('.');
    for (const cookie of [
      strangersDevice,
      `${owner.uid}.${id}.${signature}`,
      `${owner.uid}.${id}`,
      'garbage',
    ]) {
      assert.equal((await signIn(owner.username, owner.password, '10.8.0.1', cookie)).status, 429, cookie);
    }
  });
});

describe('password change', () => {
  test('wrong old passwords count like failed logins; past the budget the answer is 429', async () => {
    const account = await registerAccount(portal.app, newAccount('pw'));
    const session = await login(portal.app, account.username, account.password);
    const change = (oldPassword: string) =>
      call(portal.app, 'PUT', '/api/user/password', {
        session,
        body: { oldPassword, newPassword: 'Brand-New-Horse-5' },
      });
    for (let n = 1; n <= 3; n += 1) {
      const wrong = await change(`Wrong-password-${n}`);
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.code, 400);
    }
    const limited = await change(account.password);
    assert.equal(limited.status, 429, 'even the right password, once the budget is used up');
    assert.match(limited.body.message, /Too many attempts/);
    assert.equal(
      (await signIn(account.username, account.password, '127.0.0.1')).status,
      429,
      'one budget with logins from that address',
    );
    assert.equal((await signIn(account.username, account.password, '10.9.9.1')).status, 200);
    portal.advance(15 * minute);
    assert.equal((await change(account.password)).status, 200, 'a new window');
  });
});

describe('security events', () => {
  const eventsFor = (uid: number) =>
    portal.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, uid)))
      .orderBy(desc(auditLog.id));

  test('sign-ins, failed sign-ins (name and address, never the password), password and access changes', async () => {
    const account = await registerAccount(portal.app, newAccount('audit'));
    assert.equal((await signIn(account.username, 'Not-The-Password-7', '10.10.0.1')).status, 400);
    const signedIn = await signIn(account.email, account.password, '10.10.0.2');
    const session = signedIn.session!;
    assert.equal(
      (
        await call(portal.app, 'PUT', '/api/user/password', {
          session,
          body: { oldPassword: 'Not-The-Password-8', newPassword: 'Brand-New-Horse-5' },
        })
      ).status,
      400,
    );
    assert.equal(
      (
        await call(portal.app, 'PUT', '/api/user/password', {
          session,
          body: { oldPassword: account.password, newPassword: 'Brand-New-Horse-5' },
        })
      ).status,
      200,
    );
    const user = await call<API.CurrentUser>(portal.app, 'GET', `/api/users/${account.uid}`, {
      session: adminSession,
    });
    // The user as read, with another access: what the admin's Members page sends.
    const promoted = await call(portal.app, 'PUT', `/api/user/user/${account.uid}`, {
      session: adminSession,
      body: { ...user.body.data, phone: user.body.data.phone ?? '', access: 'admin' },
    });
    assert.equal(promoted.status, 200, promoted.raw);

    const events = (await eventsFor(account.uid)).reverse();
    assert.deepEqual(
      events.map((event) => event.action),
      [
        'security.signInFailed',
        'security.signIn',
        'security.passwordChangeFailed',
        'security.passwordChanged',
        'security.accessChanged',
      ],
    );
    const [failed, success, , changed, access] = events;
    assert.equal(failed!.actorUid, null);
    assert.deepEqual(failed!.after, {
      method: 'account',
      login: account.username,
      address: '10.10.0.1',
      trustedDevice: false,
    });
    assert.ok(!JSON.stringify(events).includes('Not-The-Password'), 'no password tried is stored');
    assert.equal(success!.actorUid, account.uid);
    assert.deepEqual(success!.after, { method: 'account', address: '10.10.0.2', trustedDevice: false });
    assert.equal(changed!.actorUid, account.uid);
    assert.notEqual(access!.actorUid, account.uid, 'the admin changed it');
    assert.deepEqual(access!.before, { access: 'user' });
    assert.deepEqual(access!.after, { access: 'admin' });

    const listed = await call<API.Page<API.AuditEntry>>(portal.app, 'GET', '/api/admin/audit', {
      session: adminSession,
      query: { current: '1', pageSize: '50' },
    });
    assert.equal(listed.status, 200);
    assert.ok(listed.body.data.list.some((entry) => entry.action === 'security.accessChanged'));
  });

  test('a failed sign-in for a name nobody has is recorded without a target', async () => {
    assert.equal((await signIn('no-such-person', 'Whatever-pass-1', '10.11.0.1')).status, 400);
    const [row] = await portal.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'security.signInFailed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(row!.targetId, null);
    assert.equal((row!.after as { login: string }).login, 'no-such-person');
  });
});

describe('counters in the database', () => {
  test('each counted request is one row per budget and key, in the shared table', async () => {
    const account = await registerAccount(portal.app, newAccount('rows'));
    await signIn(account.username, 'Wrong-password-1', '10.12.0.1');
    await signIn(account.username, 'Wrong-password-2', '10.12.0.1');
    const rows = await portal.app.db
      .select()
      .from(rateCounters)
      .where(eq(rateCounters.key, `uid:${account.uid}|10.12.0.1`));
    assert.deepEqual(
      rows.map((row) => [row.name, row.count]),
      [['loginFailuresPerAccount', 2]],
    );
  });

  test('two portals on one database share the counts, and a restart keeps them', async () => {
    // PostgreSQL: one database for both portals; PGlite: one data folder, opened by one at a time.
    const adminUrl = process.env.TEST_DATABASE_URL;
    const database = adminUrl ? await createDatabase(adminUrl) : undefined;
    const folder = database ? undefined : await mkdtemp(path.join(tmpdir(), 'portal-limits-'));
    // Built here rather than by startPortal, which would make (and drop) a database of its own each time.
    const open = async () => {
      const app = buildApp({
        databaseUrl: database?.url,
        dataDir: folder ?? 'memory',
        distDir: '/nonexistent-dist',
        rateLimits: budgets,
        clock: portal.app.now,
      });
      await app.ready();
      return { app, close: () => app.close() };
    };
    const account = newAccount('restart');
    const wrong = (app: App, n: number) =>
      call(app, 'POST', '/api/login/account', {
        body: { type: 'account', username: account.username, password: `Wrong-password-${n}` },
        remoteAddress: '10.13.0.1',
      });
    try {
      const first = await open();
      try {
        await registerAccount(first.app, account);
        assert.equal((await wrong(first.app, 1)).status, 400);
        assert.equal((await wrong(first.app, 2)).status, 400);
        if (database) {
          const second = await open();
          try {
            assert.equal((await wrong(second.app, 3)).status, 400, 'the third failure, on the other portal');
            assert.equal((await wrong(first.app, 4)).status, 429, 'both see three');
          } finally {
            await second.close();
          }
        } else {
          assert.equal((await wrong(first.app, 3)).status, 400);
        }
      } finally {
        await first.close();
      }
      const restarted = await open();
      try {
        const answer = await call(restarted.app, 'POST', '/api/login/account', {
          body: { type: 'account', username: account.username, password: account.password },
          remoteAddress: '10.13.0.1',
        });
        assert.equal(answer.status, 429, 'the count survived the restart');
        assert.equal(
          (
            await call(restarted.app, 'POST', '/api/login/account', {
              body: { type: 'account', username: account.username, password: account.password },
              remoteAddress: '10.13.0.2',
            })
          ).status,
          200,
        );
      } finally {
        await restarted.close();
      }
    } finally {
      await database?.drop();
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  });
});
