import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { captchas, sessions, users } from '../../../server/db/schema';
import { hashToken } from '../../../server/features/accounts/sessions';
import {
  assertNoSecrets,
  call,
  login,
  SESSION_COOKIE,
  startPortal,
  type TestPortal,
} from '../support/helpers';
import { newAccount, registerAccount, settingsBody, signedInUser } from '../support/factories';

let portal: TestPortal;
before(async () => {
  portal = await startPortal();
});
after(() => portal?.close());

const userCount = async () =>
  (await portal.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('POST /api/register', () => {
  test('creates an account and answers its uid and username, never its hash', async () => {
    const account = newAccount('reg');
    const answer = await call<{ uid: number; username: string }>(portal.app, 'POST', '/api/register', {
      body: account,
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.code, 200);
    assert.equal(answer.body.message, 'ok');
    assert.equal(answer.body.data.username, account.username);
    assert.ok(Number.isInteger(answer.body.data.uid));
    assert.deepEqual(Object.keys(answer.body.data).sort(), ['uid', 'username']);
    assertNoSecrets(answer.raw);
    assert.equal(answer.session, undefined, 'registering does not sign in');

    const [row] = await portal.app.db.select().from(users).where(eq(users.uid, answer.body.data.uid));
    assert.match(row!.passwordHash, /^\$argon2id\$/, 'stored as Argon2id');
    assert.equal(row!.email, account.email.toLowerCase());
    assert.equal(row!.passwordStrength, 'strong');
  });

  test('phone is optional', async () => {
    const account = { ...newAccount('nophone'), phone: undefined };
    const answer = await call(portal.app, 'POST', '/api/register', { body: account });
    assert.equal(answer.status, 200);
  });

  test('a taken username (in any case) or email answers 409 and creates nothing', async () => {
    const existing = await registerAccount(portal.app, newAccount('dup'));
    const before = await userCount();

    const sameName = await call(portal.app, 'POST', '/api/register', {
      body: { ...newAccount('other'), username: existing.username.toUpperCase() },
    });
    assert.equal(sameName.status, 409);
    assert.equal(sameName.body.code, 409);
    assert.equal(sameName.body.message, 'This username is already taken.');
    assert.ok((sameName.body.data as { fields: Record<string, string> }).fields.username);

    const sameEmail = await call(portal.app, 'POST', '/api/register', {
      body: { ...newAccount('other'), email: existing.email.toUpperCase() },
    });
    assert.equal(sameEmail.status, 409);
    assert.match(sameEmail.body.message, /email/);

    const samePhone = await call(portal.app, 'POST', '/api/register', {
      body: { ...newAccount('other'), phone: existing.phone },
    });
    assert.equal(samePhone.status, 409);
    assert.equal(await userCount(), before);
  });

  test('bad input answers 400 with field messages and creates nothing', async () => {
    const before = await userCount();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['short username', { username: 'ab' }, 'username'],
      ['username with spaces', { username: 'a b c' }, 'username'],
      ['long username', { username: 'x'.repeat(33) }, 'username'],
      ['bad email', { email: 'not-an-email' }, 'email'],
      ['email of 255 characters', { email: `${'a'.repeat(243)}@example.com` }, 'email'],
      ['bad phone', { phone: '12ab' }, 'phone'],
      ['weak password (too short)', { password: 'Ab1!' }, 'password'],
      ['weak password (one kind)', { password: 'abcdefghijkl' }, 'password'],
      ['unknown field', { confirm: 'x' }, 'confirm'],
      ['number for a string', { username: 12345 }, 'username'],
    ];
    for (const [name, change, field] of cases) {
      const answer = await call<{ fields: Record<string, string> }>(portal.app, 'POST', '/api/register', {
        body: { ...newAccount('bad'), ...change },
      });
      assert.equal(answer.status, 400, name);
      assert.equal(answer.body.code, 400, name);
      assert.ok(answer.body.message.length > 10, `${name}: a sentence`);
      assert.ok(answer.body.data.fields[field], `${name}: field ${field} named in ${answer.raw}`);
    }
    const missing = await call<{ fields: Record<string, string> }>(portal.app, 'POST', '/api/register', {
      body: {},
    });
    assert.equal(missing.status, 400);
    assert.deepEqual(Object.keys(missing.body.data.fields).sort(), ['email', 'password', 'username']);
    assert.equal(await userCount(), before);
  });

  test('the message follows Accept-Language', async () => {
    const body = { ...newAccount('lang'), password: 'weak' };
    const zh = await call(portal.app, 'POST', '/api/register', {
      body,
      headers: { 'accept-language': 'zh-CN' },
    });
    assert.match(zh.body.message, /密码强度太弱/);
    const pt = await call(portal.app, 'POST', '/api/register', {
      body,
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    assert.match(pt.body.message, /senha/);
    const tw = await call(portal.app, 'POST', '/api/register', {
      body,
      headers: { 'accept-language': 'zh-TW' },
    });
    assert.match(tw.body.message, /密碼/);
    const id = await call(portal.app, 'POST', '/api/register', {
      body,
      headers: { 'accept-language': 'id-ID' },
    });
    assert.match(id.body.message, /Kata sandi/);
  });
});

describe('POST /api/login/account (password)', () => {
  test('signs in with username or email and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const account = await registerAccount(portal.app, newAccount('login'));
    const answer = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: account.username, password: account.password, autoLogin: true },
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data, { status: 'ok', type: 'account', currentAuthority: 'user' });
    assert.ok(answer.session && answer.session.length >= 43);
    const setCookie = String(answer.headers['set-cookie']);
    assert.match(setCookie, /HttpOnly/i);
    assert.match(setCookie, /SameSite=Lax/i);
    assert.match(setCookie, /Max-Age=\d+/i);
    assert.doesNotMatch(setCookie, /Secure/i, 'plain http: not Secure');
    assertNoSecrets(answer.raw, [answer.session!]);

    // Only the token's hash is stored.
    const stored = await portal.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(answer.session!)));
    assert.equal(stored.length, 1);
    const raw = await portal.app.db.select().from(sessions).where(eq(sessions.id, answer.session!));
    assert.equal(raw.length, 0);

    const byEmail = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: account.email.toUpperCase(), password: account.password },
    });
    assert.equal(byEmail.status, 200);
  });

  test('autoLogin false gives a browser-session cookie', async () => {
    const account = await registerAccount(portal.app, newAccount('short'));
    const answer = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: account.username, password: account.password, autoLogin: false },
    });
    assert.equal(answer.status, 200);
    // The session cookie, that is: the device cookie (tests/server/platform/limits.test.ts) is a year long.
    const sessionCookie = [answer.headers['set-cookie']]
      .flat()
      .map(String)
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    assert.ok(sessionCookie);
    assert.doesNotMatch(sessionCookie, /Max-Age/i);
  });

  test('the cookie is Secure over https (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const proxied = await startPortal({ trustProxy: 1 });
    try {
      const account = await registerAccount(proxied.app, newAccount('tls'));
      const answer = await call(proxied.app, 'POST', '/api/login/account', {
        body: { type: 'account', username: account.username, password: account.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      assert.match(String(answer.headers['set-cookie']), /Secure/);
    } finally {
      await proxied.close();
    }
  });

  test('a wrong password or unknown user answers 400 "Incorrect username or password", no cookie', async () => {
    const account = await registerAccount(portal.app, newAccount('wrong'));
    for (const body of [
      { type: 'account', username: account.username, password: 'Wrong-password-1' },
      { type: 'account', username: 'nobody-here', password: 'Wrong-password-1' },
    ]) {
      const answer = await call(portal.app, 'POST', '/api/login/account', { body });
      assert.equal(answer.status, 400, 'not 401: the SPA would redirect to login');
      assert.equal(answer.body.code, 400);
      assert.equal(answer.body.message, 'Incorrect username or password');
      assert.equal(answer.session, undefined);
    }
    const zh = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: account.username, password: 'Wrong-password-1' },
      headers: { 'accept-language': 'zh-CN' },
    });
    assert.equal(zh.body.message, '账户或密码错误');
  });

  test('missing fields or a bad type answer 400', async () => {
    for (const body of [
      { type: 'account', username: 'someone' },
      { type: 'account', password: 'x' },
      { type: 'mobile', mobile: '+8613800000000' },
      { type: 'email', username: 'a', password: 'b' },
      { username: 'a', password: 'b' },
    ]) {
      const answer = await call(portal.app, 'POST', '/api/login/account', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.session, undefined);
    }
  });

  test('logging in again rotates the session: the old token stops working', async () => {
    const account = await registerAccount(portal.app, newAccount('rotate'));
    const first = await login(portal.app, account.username, account.password);
    const second = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: account.username, password: account.password },
      session: first,
    });
    assert.equal(second.status, 200);
    assert.notEqual(second.session, first);
    const old = await call(portal.app, 'GET', '/api/user/currentUser', { session: first });
    assert.equal(old.body.code, 4002);
    const fresh = await call(portal.app, 'GET', '/api/user/currentUser', { session: second.session });
    assert.equal(fresh.body.code, 200);
  });
});

describe('GET /api/login/captcha and mobile login', () => {
  test('sends a six-digit code by SMS, never in the answer, and signs in with it once', async () => {
    const account = await registerAccount(portal.app, newAccount('sms'));
    const answer = await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: account.phone } });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data, { expiresIn: 300 });
    const sent = portal.sms.at(-1)!;
    assert.equal(sent.phone, account.phone);
    assert.match(sent.code, /^\d{6}$/);
    assert.ok(!answer.raw.includes(sent.code), 'the code is not in the answer');

    const [row] = await portal.app.db.select().from(captchas).where(eq(captchas.phone, account.phone));
    assert.notEqual(row!.codeHash, sent.code, 'stored hashed');
    assert.ok(!row!.codeHash.includes(sent.code));

    const wrongCode = sent.code === '000000' ? '111111' : '000000';
    const wrong = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'mobile', mobile: account.phone, captcha: wrongCode },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, 'Verification code error');

    const right = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'mobile', mobile: account.phone, captcha: sent.code },
    });
    assert.equal(right.status, 200);
    assert.deepEqual(right.body.data, { status: 'ok', type: 'mobile', currentAuthority: 'user' });
    assert.ok(right.session);

    const again = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'mobile', mobile: account.phone, captcha: sent.code },
    });
    assert.equal(again.status, 400, 'a code works once');
  });

  test('a second code within 60 s answers 429; after a minute it is sent', async () => {
    const account = await registerAccount(portal.app, newAccount('resend'));
    assert.equal(
      (await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: account.phone } })).status,
      200,
    );
    const tooSoon = await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: account.phone } });
    assert.equal(tooSoon.status, 429);
    assert.equal(tooSoon.body.code, 429);
    assert.match(tooSoon.body.message, /\d+ seconds/);
    portal.advance(61_000);
    assert.equal(
      (await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: account.phone } })).status,
      200,
    );
  });

  test('a code expires after 5 minutes', async () => {
    const account = await registerAccount(portal.app, newAccount('expire'));
    await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: account.phone } });
    const { code } = portal.sms.at(-1)!;
    portal.advance(301_000);
    const late = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'mobile', mobile: account.phone, captcha: code },
    });
    assert.equal(late.status, 400);
    assert.equal(late.body.message, 'Verification code error');
  });

  test('five wrong guesses spend the code', async () => {
    const account = await registerAccount(portal.app, newAccount('guess'));
    await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: account.phone } });
    const { code } = portal.sms.at(-1)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await call(portal.app, 'POST', '/api/login/account', {
        body: { type: 'mobile', mobile: account.phone, captcha: wrong },
      });
    }
    const right = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'mobile', mobile: account.phone, captcha: code },
    });
    assert.equal(right.status, 400, 'the right code after five misses is refused');
  });

  test('a phone without an account gets the same answer and no message', async () => {
    const before = portal.sms.length;
    const answer = await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: '+99900011122' } });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data, { expiresIn: 300 });
    assert.equal(portal.sms.length, before);
  });

  test('a malformed phone answers 400', async () => {
    for (const phone of ['abc', '12', '+1234567890123456']) {
      const answer = await call(portal.app, 'GET', '/api/login/captcha', { query: { phone } });
      assert.equal(answer.status, 400, phone);
    }
    const none = await call(portal.app, 'GET', '/api/login/captcha');
    assert.equal(none.status, 400);
  });
});

describe('POST /api/login/outLogin', () => {
  test('ends the session and clears the cookie', async () => {
    const user = await signedInUser(portal.app, 'out');
    const answer = await call(portal.app, 'POST', '/api/login/outLogin', { body: {}, session: user.session });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data, {});
    assert.equal(answer.session, '', 'cookie cleared');
    const stored = await portal.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(user.session)));
    assert.equal(stored.length, 0);
    const after = await call(portal.app, 'GET', '/api/user/currentUser', { session: user.session });
    assert.equal(after.body.code, 4002);
  });

  test('without a session it still answers ok', async () => {
    const answer = await call(portal.app, 'POST', '/api/login/outLogin', { body: {} });
    assert.equal(answer.status, 200);
  });
});

describe('PUT /api/user/password', () => {
  test('changes the password, ends the other sessions and rotates this one', async () => {
    const user = await signedInUser(portal.app, 'pw');
    const otherBrowser = await login(portal.app, user.username, user.password);
    const newPassword = 'Brand-New-Secret-42';
    const answer = await call(portal.app, 'PUT', '/api/user/password', {
      body: { oldPassword: user.password, newPassword },
      session: user.session,
    });
    assert.equal(answer.status, 200);
    assert.ok(answer.session && answer.session !== user.session, 'this browser gets a new session');
    assertNoSecrets(answer.raw, [answer.session!, user.session]);

    for (const old of [user.session, otherBrowser]) {
      assert.equal(
        (await call(portal.app, 'GET', '/api/user/currentUser', { session: old })).body.code,
        4002,
      );
    }
    assert.equal(
      (await call(portal.app, 'GET', '/api/user/currentUser', { session: answer.session })).body.code,
      200,
    );

    const oldLogin = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: user.username, password: user.password },
    });
    assert.equal(oldLogin.status, 400);
    await login(portal.app, user.username, newPassword);
  });

  test('a wrong current password, a weak or unchanged new one answer 400 and change nothing', async () => {
    const user = await signedInUser(portal.app, 'pwbad');
    const [before] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    const cases = [
      { oldPassword: 'Not-the-password-1', newPassword: 'Brand-New-Secret-42' },
      { oldPassword: user.password, newPassword: 'short' },
      { oldPassword: user.password, newPassword: user.password },
      { oldPassword: user.password },
      { oldPassword: user.password, newPassword: 'Brand-New-Secret-42', extra: true },
    ];
    for (const body of cases) {
      const answer = await call(portal.app, 'PUT', '/api/user/password', { body, session: user.session });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.session, undefined);
    }
    const [afterRow] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    assert.equal(afterRow!.passwordHash, before!.passwordHash);
    assert.equal(
      (await call(portal.app, 'GET', '/api/user/currentUser', { session: user.session })).body.code,
      200,
    );
  });

  test('without a session answers 401', async () => {
    const answer = await call(portal.app, 'PUT', '/api/user/password', {
      body: { oldPassword: 'a', newPassword: 'Brand-New-Secret-42' },
    });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.code, 401);
  });
});

describe('sessions', () => {
  test('a remembered session slides: used within 30 days it lives on, unused it expires', async () => {
    const user = await signedInUser(portal.app, 'slide');
    portal.advance(20 * 24 * 3600 * 1000);
    const used = await call(portal.app, 'GET', '/api/user/currentUser', { session: user.session });
    assert.equal(used.body.code, 200);
    assert.match(
      String(used.headers['set-cookie']),
      /Max-Age=259\d{4}/,
      'cookie lifetime renewed to ~30 days',
    );
    portal.advance(20 * 24 * 3600 * 1000);
    assert.equal(
      (await call(portal.app, 'GET', '/api/user/currentUser', { session: user.session })).body.code,
      200,
    );
    portal.advance(31 * 24 * 3600 * 1000);
    const expired = await call(portal.app, 'GET', '/api/user/currentUser', { session: user.session });
    assert.equal(expired.body.code, 4002);
    assert.equal(expired.session, '', 'a dead cookie is cleared');
  });

  test('a forged or malformed cookie is just "not signed in"', async () => {
    for (const token of ['x', 'A'.repeat(43), '../../etc/passwd']) {
      const answer = await call(portal.app, 'GET', '/api/user/currentUser', { session: token });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.code, 4002);
    }
    const guarded = await call(portal.app, 'GET', '/api/notices', { session: 'A'.repeat(43) });
    assert.equal(guarded.status, 401);
  });

  test('settings changes keep working with the session (sanity)', async () => {
    const user = await signedInUser(portal.app, 'sane');
    const answer = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: settingsBody(user.uid),
      session: user.session,
    });
    assert.equal(answer.status, 200);
  });
});
