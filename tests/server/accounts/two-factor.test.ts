/**
 * Two-factor sign-in: setup, enable, disable, login with a TOTP or recovery code, replay, limits,
 * audit and ADMIN_REQUIRE_2FA. Codes are computed with otpauth at the app's own (standing) clock, and
 * `advance` moves it to the next 30-second step where a test needs a fresh code.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, recoveryCodes, twoFactor, users } from '../../../server/db/schema';
import { createSession } from '../../../server/features/accounts/sessions';
import { call, login, noRateLimits, startPortal, type TestPortal } from '../support/helpers';
import { newAccount, registerAccount, signedInUser } from '../support/factories';

const FAILURE_CAP = 3;
let portal: TestPortal;
before(async () => {
  portal = await startPortal({
    rateLimits: { ...noRateLimits, loginFailuresPerAccount: { max: FAILURE_CAP, timeWindowMs: 60_000 } },
  });
});
after(() => portal?.close());

const STEP_MS = 30_000;
const codeFor = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: portal.app.now().getTime() + offsetMs,
  });

type Setup = { secret: string; otpauthUrl: string };

/** A signed-in user with two-factor on: its secret and recovery codes. */
async function userWithTwoFactor(prefix = 'tfa') {
  const user = await signedInUser(portal.app, prefix);
  const setup = await call<Setup>(portal.app, 'POST', '/api/user/2fa/setup', {
    body: {},
    session: user.session,
  });
  assert.equal(setup.status, 200, setup.raw);
  const enabled = await call<{ recoveryCodes: string[] }>(portal.app, 'POST', '/api/user/2fa/enable', {
    body: { password: user.password, code: codeFor(setup.body.data.secret) },
    session: user.session,
  });
  assert.equal(enabled.status, 200, enabled.raw);
  // The enabling code's step is spent: the next login needs the next step's code.
  portal.advance(STEP_MS);
  return { ...user, secret: setup.body.data.secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

const loginAs = (user: { username: string; password: string }, totp?: string) =>
  call<{ status: string }>(portal.app, 'POST', '/api/login/account', {
    body: { type: 'account', username: user.username, password: user.password, ...(totp ? { totp } : {}) },
  });

const twoFactorRow = async (uid: number) =>
  (await portal.app.db.select().from(twoFactor).where(eq(twoFactor.uid, uid)))[0];

describe('two-factor setup, enable and disable', () => {
  test('setup gives a pending secret; enable with a code turns it on and answers ten recovery codes once', async () => {
    const user = await signedInUser(portal.app, 'setup');
    const setup = await call<Setup>(portal.app, 'POST', '/api/user/2fa/setup', {
      body: {},
      session: user.session,
    });
    assert.equal(setup.status, 200, setup.raw);
    assert.match(setup.body.data.secret, /^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.data.otpauthUrl);
    assert.equal(url.protocol, 'otpauth:');
    assert.equal(url.searchParams.get('secret'), setup.body.data.secret);
    assert.ok(url.pathname.includes(user.username));
    // Pending: not on yet, and login still needs only the password.
    assert.equal((await twoFactorRow(user.uid))?.secret, null);
    assert.equal((await loginAs(user)).body.data.status, 'ok');

    const wrong = await call(portal.app, 'POST', '/api/user/2fa/enable', {
      body: { password: user.password, code: codeFor(setup.body.data.secret, 5 * STEP_MS) },
      session: user.session,
    });
    assert.equal(wrong.status, 400);
    assert.equal((await twoFactorRow(user.uid))?.secret, null);

    const enabled = await call<{ recoveryCodes: string[] }>(portal.app, 'POST', '/api/user/2fa/enable', {
      // One step of clock drift is accepted.
      body: { password: user.password, code: codeFor(setup.body.data.secret, -STEP_MS) },
      session: user.session,
    });
    assert.equal(enabled.status, 200, enabled.raw);
    const codes = enabled.body.data.recoveryCodes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    const stored = await portal.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.uid, user.uid));
    assert.equal(stored.length, 10);
    for (const code of codes) assert.ok(!stored.some((row) => row.codeHash.includes(code.replace('-', ''))));

    const me = await call<{ twoFactor: boolean; security: { mfaEnabled: boolean } }>(
      portal.app,
      'GET',
      '/api/user/currentUser',
      { session: user.session },
    );
    assert.equal(me.body.data.twoFactor, true);
    assert.equal(me.body.data.security.mfaEnabled, true);
    const again = await call(portal.app, 'POST', '/api/user/2fa/setup', { body: {}, session: user.session });
    assert.equal(again.status, 409);

    const [entry] = await portal.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'security.twoFactorEnabled'), eq(auditLog.targetId, user.uid)));
    assert.equal(entry?.actorUid, user.uid);
  });

  test('anonymous callers are refused; bad input is a 4xx that changes nothing', async () => {
    assert.equal((await call(portal.app, 'POST', '/api/user/2fa/setup', { body: {} })).status, 401);
    assert.equal(
      (await call(portal.app, 'POST', '/api/user/2fa/enable', { body: { code: '123456' } })).status,
      401,
    );
    const user = await signedInUser(portal.app, 'badin');
    const notSetUp = await call(portal.app, 'POST', '/api/user/2fa/enable', {
      body: { password: user.password, code: '123456' },
      session: user.session,
    });
    assert.equal(notSetUp.status, 409);
    await call(portal.app, 'POST', '/api/user/2fa/setup', { body: {}, session: user.session });
    const before = await twoFactorRow(user.uid);
    const { password } = user;
    for (const body of [
      {},
      { code: '123456' },
      { password },
      { password: '', code: '123456' },
      { password, code: '12345' },
      { password, code: 123456 },
      { password, code: '１２３４５６' },
      { password, code: '123456', x: 1 },
    ]) {
      const answer = await call(portal.app, 'POST', '/api/user/2fa/enable', { body, session: user.session });
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
    for (const body of [
      { password: 'x' },
      { password: '', code: '123456' },
      { password: 'x', code: '<script>' },
    ]) {
      const answer = await call(portal.app, 'POST', '/api/user/2fa/disable', { body, session: user.session });
      assert.ok(answer.status >= 400 && answer.status < 500, JSON.stringify(body));
    }
    assert.deepEqual(await twoFactorRow(user.uid), before);
  });

  test('a stolen session cannot turn it on: enable needs the password; wrong ones count toward the login limits', async () => {
    const user = await signedInUser(portal.app, 'steal');
    const owner = await login(portal.app, user.username, user.password);
    const setup = await call<Setup>(portal.app, 'POST', '/api/user/2fa/setup', {
      body: {},
      session: user.session,
    });
    const code = codeFor(setup.body.data.secret);
    const withoutPassword = await call(portal.app, 'POST', '/api/user/2fa/enable', {
      body: { code },
      session: user.session,
    });
    assert.equal(withoutPassword.status, 400, withoutPassword.raw);
    for (let i = 0; i < FAILURE_CAP; i += 1) {
      const wrong = await call<{ fields: Record<string, string> }>(
        portal.app,
        'POST',
        '/api/user/2fa/enable',
        {
          body: { password: `Wrong-Password-${i}`, code },
          session: user.session,
        },
      );
      assert.equal(wrong.status, 400, wrong.raw);
      assert.deepEqual(Object.keys(wrong.body.data.fields), ['password']);
    }
    const locked = await call(portal.app, 'POST', '/api/user/2fa/enable', {
      body: { password: user.password, code },
      session: user.session,
    });
    assert.equal(locked.status, 429, locked.raw);
    // Still off: the owner signs in with the password alone, and their session lives on.
    assert.equal((await twoFactorRow(user.uid))?.secret, null);
    const me = await call<{ twoFactor: boolean }>(portal.app, 'GET', '/api/user/currentUser', {
      session: owner,
    });
    assert.equal(me.body.data.twoFactor, false);
  });

  test('disable needs the password and a code; then login needs the password alone', async () => {
    const user = await userWithTwoFactor('off');
    const wrongPassword = await call(portal.app, 'POST', '/api/user/2fa/disable', {
      body: { password: 'Not-The-Password-1', code: codeFor(user.secret) },
      session: user.session,
    });
    assert.equal(wrongPassword.status, 400);
    const wrongCode = await call(portal.app, 'POST', '/api/user/2fa/disable', {
      body: { password: user.password, code: '000000' === codeFor(user.secret) ? '111111' : '000000' },
      session: user.session,
    });
    assert.equal(wrongCode.status, 400);
    assert.ok((await twoFactorRow(user.uid))?.secret);

    const off = await call(portal.app, 'POST', '/api/user/2fa/disable', {
      body: { password: user.password, code: user.recoveryCodes[0] },
      session: user.session,
    });
    assert.equal(off.status, 200, off.raw);
    assert.equal(await twoFactorRow(user.uid), undefined);
    assert.equal(
      (await portal.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.uid, user.uid))).length,
      0,
    );
    const login = await loginAs(user);
    assert.equal(login.body.data.status, 'ok');
    assert.ok(login.session);
    const actions = (
      await portal.app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, user.uid))
    ).map((row) => row.action);
    assert.ok(actions.includes('security.twoFactorDisabled'));
    assert.ok(actions.includes('security.recoveryCodeUsed'));
  });
});

describe('login with two-factor on', () => {
  test('the password alone answers totp-required and no session; with a code it signs in; a code works once', async () => {
    const user = await userWithTwoFactor('login');
    const first = await loginAs(user);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.data, { status: 'totp-required' });
    assert.equal(first.session, undefined);

    const code = codeFor(user.secret);
    const second = await loginAs(user, code);
    assert.equal(second.status, 200, second.raw);
    assert.equal(second.body.data.status, 'ok');
    assert.ok(second.session);

    const replay = await loginAs(user, code);
    assert.equal(replay.status, 400);
    assert.equal(replay.session, undefined);
    // The previous step's code is still in the window, but older than the one used: refused too.
    assert.equal((await loginAs(user, codeFor(user.secret, -STEP_MS))).status, 400);

    // The wrong password with a right code is still the wrong password.
    portal.advance(STEP_MS);
    const wrongPassword = await loginAs({ ...user, password: 'Wrong-Password-1' }, codeFor(user.secret));
    assert.equal(wrongPassword.status, 400);
  });

  test('a recovery code signs in once, in any case and with or without its dash', async () => {
    const user = await userWithTwoFactor('recover');
    const code = user.recoveryCodes[3]!;
    const typed = code.toLowerCase().replace('-', ' ');
    const used = await loginAs(user, typed);
    assert.equal(used.status, 200, used.raw);
    assert.ok(used.session);
    assert.equal((await loginAs(user, code)).status, 400);
    const [row] = await portal.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'security.recoveryCodeUsed'), eq(auditLog.targetId, user.uid)));
    assert.deepEqual(row?.after, { remaining: 9 });
  });

  test('wrong codes count toward the login limits', async () => {
    const user = await userWithTwoFactor('limit');
    for (let i = 0; i < FAILURE_CAP; i += 1) {
      const wrong = await loginAs(user, 'AAAAA-AAAAA');
      assert.equal(wrong.status, 400);
    }
    const locked = await loginAs(user, codeFor(user.secret));
    assert.equal(locked.status, 429);
    assert.equal(locked.session, undefined);
  });

  test('an SMS login asks for the second factor too, and the same SMS code then works with it', async () => {
    const user = await userWithTwoFactor('sms');
    const sms = () => portal.sms.filter((m) => m.phone === user.phone).at(-1)!.code;
    assert.equal(
      (await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: user.phone } })).status,
      200,
    );
    const body = { type: 'mobile', mobile: user.phone, captcha: sms() };
    const first = await call<{ status: string }>(portal.app, 'POST', '/api/login/account', { body });
    assert.deepEqual(first.body.data, { status: 'totp-required' });
    assert.equal(first.session, undefined);
    const second = await call<{ status: string }>(portal.app, 'POST', '/api/login/account', {
      body: { ...body, totp: codeFor(user.secret) },
    });
    assert.equal(second.body.data.status, 'ok', second.raw);
    assert.ok(second.session);
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  test('an admin without two-factor is refused admin routes and admin powers until it is on', async () => {
    const admin = await registerAccount(portal.app, newAccount('boss'));
    await portal.app.db.update(users).set({ access: 'admin' }).where(eq(users.uid, admin.uid));
    const other = await signedInUser(portal.app, 'staff');
    const session = (await loginAs(admin)).session!;
    // One portal per file: the setting is switched on for this test only.
    portal.app.adminRequireTwoFactor = true;
    try {
      const refused = await call<{ violations: { rule: string }[] }>(portal.app, 'GET', '/api/users', {
        session,
      });
      assert.equal(refused.status, 403);
      assert.deepEqual(refused.body.data.violations, [{ rule: 'two_factor_required' }]);
      const me = await call<{ access: string; twoFactorRequired?: boolean }>(
        portal.app,
        'GET',
        '/api/user/currentUser',
        { session },
      );
      assert.equal(me.body.data.access, 'admin');
      assert.equal(me.body.data.twoFactorRequired, true);
      const otherUser = await call(portal.app, 'GET', `/api/user/currentUser`, { session: other.session });
      const edit = await call(portal.app, 'PUT', `/api/user/user/${other.uid}`, {
        body: { ...(otherUser.body.data as object), nickname: 'Renamed' },
        session,
      });
      assert.equal(edit.status, 403);

      const setup = await call<Setup>(portal.app, 'POST', '/api/user/2fa/setup', { body: {}, session });
      assert.equal(setup.status, 200, setup.raw);
      const enabled = await call(portal.app, 'POST', '/api/user/2fa/enable', {
        body: { password: admin.password, code: codeFor(setup.body.data.secret) },
        session,
      });
      assert.equal(enabled.status, 200, enabled.raw);
      assert.equal((await call(portal.app, 'GET', '/api/users', { session })).status, 200);
      const after = await call<{ twoFactorRequired?: boolean }>(portal.app, 'GET', '/api/user/currentUser', {
        session,
      });
      assert.equal(after.body.data.twoFactorRequired, undefined);
    } finally {
      portal.app.adminRequireTwoFactor = false;
    }
    // Without the setting nothing changes for admins without two-factor.
    const plain = await registerAccount(portal.app, newAccount('boss'));
    await portal.app.db.update(users).set({ access: 'admin' }).where(eq(users.uid, plain.uid));
    const plainSession = (await loginAs(plain)).session!;
    assert.equal((await call(portal.app, 'GET', '/api/users', { session: plainSession })).status, 200);
  });

  test('a session signed in with the password alone stays shut out when two-factor is turned on elsewhere', async () => {
    const admin = await registerAccount(portal.app, newAccount('boss'));
    await portal.app.db.update(users).set({ access: 'admin' }).where(eq(users.uid, admin.uid));
    const passwordOnly = (await loginAs(admin)).session!;
    const enabling = (await loginAs(admin)).session!;
    portal.app.adminRequireTwoFactor = true;
    try {
      const setup = await call<Setup>(portal.app, 'POST', '/api/user/2fa/setup', {
        body: {},
        session: enabling,
      });
      const enabled = await call(portal.app, 'POST', '/api/user/2fa/enable', {
        body: { password: admin.password, code: codeFor(setup.body.data.secret) },
        session: enabling,
      });
      assert.equal(enabled.status, 200, enabled.raw);
      // The session that proved the code opens the console; the one opened with the password alone
      // does not become an admin: it has ended.
      assert.equal((await call(portal.app, 'GET', '/api/users', { session: enabling })).status, 200);
      const stale = await call(portal.app, 'GET', '/api/users', { session: passwordOnly });
      assert.equal(stale.status, 401, stale.raw);
      const staleMe = await call(portal.app, 'GET', '/api/user/currentUser', { session: passwordOnly });
      assert.equal(staleMe.body.data, null);

      // A session that did not pass the second step (one kept from before the sessions recorded it)
      // is not a two-factor session although the account has two-factor on.
      const kept = await createSession(portal.app.db, {
        uid: admin.uid,
        persistent: true,
        now: portal.app.now(),
      });
      const refused = await call<{ violations: { rule: string }[] }>(portal.app, 'GET', '/api/users', {
        session: kept.token,
      });
      assert.equal(refused.status, 403, refused.raw);
      assert.deepEqual(refused.body.data.violations, [{ rule: 'two_factor_required' }]);
      const keptMe = await call<{ twoFactor: boolean; twoFactorRequired?: boolean }>(
        portal.app,
        'GET',
        '/api/user/currentUser',
        { session: kept.token },
      );
      assert.equal(keptMe.body.data.twoFactor, true);
      assert.equal(keptMe.body.data.twoFactorRequired, true);

      // Signing in with the password and a code makes a two-factor session.
      portal.advance(STEP_MS);
      const withCode = (await loginAs(admin, codeFor(setup.body.data.secret))).session!;
      assert.equal((await call(portal.app, 'GET', '/api/users', { session: withCode })).status, 200);
      // A password change keeps this browser a two-factor session.
      const changed = await call(portal.app, 'PUT', '/api/user/password', {
        body: { oldPassword: admin.password, newPassword: 'Another-Horse-8' },
        session: withCode,
      });
      assert.equal(changed.status, 200, changed.raw);
      assert.equal((await call(portal.app, 'GET', '/api/users', { session: changed.session })).status, 200);
    } finally {
      portal.app.adminRequireTwoFactor = false;
    }
  });
});

describe('turning two-factor on or off ends the other sessions', () => {
  test('on: the other sessions end, this one stays', async () => {
    const user = await signedInUser(portal.app, 'others');
    const other = await login(portal.app, user.username, user.password);
    const setup = await call<Setup>(portal.app, 'POST', '/api/user/2fa/setup', {
      body: {},
      session: user.session,
    });
    const enabled = await call(portal.app, 'POST', '/api/user/2fa/enable', {
      body: { password: user.password, code: codeFor(setup.body.data.secret) },
      session: user.session,
    });
    assert.equal(enabled.status, 200, enabled.raw);
    const me = await call<{ uid: number }>(portal.app, 'GET', '/api/user/currentUser', {
      session: user.session,
    });
    assert.equal(me.body.data.uid, user.uid);
    const gone = await call(portal.app, 'GET', '/api/user/currentUser', { session: other });
    assert.equal(gone.body.data, null);
    assert.equal(gone.session, '', 'the stale cookie is cleared');
  });

  test('off: the other sessions end, this one stays', async () => {
    const user = await userWithTwoFactor('othersoff');
    const other = (await loginAs(user, codeFor(user.secret))).session!;
    const off = await call(portal.app, 'POST', '/api/user/2fa/disable', {
      body: { password: user.password, code: user.recoveryCodes[0] },
      session: user.session,
    });
    assert.equal(off.status, 200, off.raw);
    const me = await call<{ uid: number }>(portal.app, 'GET', '/api/user/currentUser', {
      session: user.session,
    });
    assert.equal(me.body.data.uid, user.uid);
    const gone = await call(portal.app, 'GET', '/api/user/currentUser', { session: other });
    assert.equal(gone.body.data, null);
  });

  test('a refused attempt ends no session', async () => {
    const user = await userWithTwoFactor('othersbad');
    const other = (await loginAs(user, codeFor(user.secret))).session!;
    const refused = await call(portal.app, 'POST', '/api/user/2fa/disable', {
      body: { password: 'Not-The-Password-1', code: user.recoveryCodes[0] },
      session: user.session,
    });
    assert.equal(refused.status, 400);
    const me = await call<{ uid: number }>(portal.app, 'GET', '/api/user/currentUser', { session: other });
    assert.equal(me.body.data.uid, user.uid);
  });
});
