/**
 * An admin turns off the two-factor sign-in of someone who lost both phone and recovery codes:
 * the codes become void, the person's sessions end, the audit log says who did it to whom and when,
 * and the person gets a notice and a mail in their own language. Never one's own; only when it is on.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type * as API from '../../../common/contract';
import { auditLog, recoveryCodes, twoFactor } from '../../../server/db/schema';
import type { MailMessage } from '../../../server/messaging/mail';
import { call, login, rules, startPortal, type TestPortal } from '../support/helpers';
import { adminSession, newAccount, signedInUser } from '../support/factories';

const mails: MailMessage[] = [];
let portal: TestPortal;
let admin: { uid: number; session: string };

before(async () => {
  portal = await startPortal({
    mailer: {
      async send(message) {
        mails.push(message);
      },
    },
    publicUrl: 'https://portal.example.org',
  });
  admin = await adminSession(portal);
});
after(() => portal?.close());

const STEP_MS = 30_000;
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: portal.app.now().getTime(),
  });

/** Sets up and confirms two-factor for a signed-in user; answers the recovery codes. */
async function turnOn(session: string, password: string): Promise<string[]> {
  const setup = await call<{ secret: string }>(portal.app, 'POST', '/api/user/2fa/setup', {
    body: {},
    session,
  });
  assert.equal(setup.status, 200, setup.raw);
  const enabled = await call<{ recoveryCodes: string[] }>(portal.app, 'POST', '/api/user/2fa/enable', {
    body: { password, code: codeFor(setup.body.data.secret) },
    session,
  });
  assert.equal(enabled.status, 200, enabled.raw);
  portal.advance(STEP_MS);
  return enabled.body.data.recoveryCodes;
}

/** A user who reads the portal in Portuguese, signed in, with two-factor on. */
async function personWithTwoFactor() {
  const account = newAccount('lost');
  const registered = await call<{ uid: number }>(portal.app, 'POST', '/api/register', {
    body: account,
    headers: { 'accept-language': 'pt-BR' },
  });
  assert.equal(registered.status, 200, registered.raw);
  const session = await login(portal.app, account.username, account.password);
  const codes = await turnOn(session, account.password);
  return { ...account, uid: registered.body.data.uid, session, codes };
}

const reset = (uid: number, session = admin.session) =>
  call(portal.app, 'DELETE', `/api/admin/users/${uid}/two-factor`, { session, body: {} });

const loginAs = (user: { username: string; password: string }, totp?: string) =>
  call<{ status: string }>(portal.app, 'POST', '/api/login/account', {
    body: { type: 'account', username: user.username, password: user.password, ...(totp ? { totp } : {}) },
  });

describe('an admin turns off someone’s two-factor sign-in', () => {
  test('the password alone signs in again; codes are void and sessions end', async () => {
    const person = await personWithTwoFactor();
    assert.equal((await loginAs(person)).body.data.status, 'totp-required');
    const listed = async () =>
      (
        await call<API.Page<API.UserListItem>>(portal.app, 'GET', '/api/users', {
          session: admin.session,
          query: { keyword: person.username },
        })
      ).body.data.list.map((u) => [u.uid, u.twoFactor]);
    assert.deepEqual(await listed(), [[person.uid, true]], 'the members list says it is on');

    const answer = await reset(person.uid);
    assert.equal(answer.status, 200, answer.raw);
    assert.deepEqual(answer.body.data, {});

    assert.equal((await loginAs(person)).body.data.status, 'ok', 'no second step any more');
    assert.deepEqual(await listed(), [[person.uid, false]]);
    const rows = await portal.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.uid, person.uid));
    assert.deepEqual(rows, [], 'the recovery codes are gone');
    assert.deepEqual(await portal.app.db.select().from(twoFactor).where(eq(twoFactor.uid, person.uid)), []);
    const current = await call(portal.app, 'GET', '/api/user/currentUser', { session: person.session });
    assert.equal(current.body.code, 4002, 'the session from before the reset has ended');

    // Set up anew, the old recovery codes do not stand in for a code.
    const session = await login(portal.app, person.username, person.password);
    await turnOn(session, person.password);
    const withOldCode = await loginAs(person, person.codes[0]);
    assert.notEqual(withOldCode.status, 200, withOldCode.raw);
  });

  test('it is audited, and the person gets a notice and a mail in their language', async () => {
    const person = await personWithTwoFactor();
    const at = portal.app.now();
    assert.equal((await reset(person.uid)).status, 200);

    const [entry] = await portal.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'security.twoFactorReset'), eq(auditLog.targetId, person.uid)));
    assert.ok(entry, 'an audit row');
    assert.equal(entry.actorUid, admin.uid, 'who');
    assert.equal(entry.targetType, 'user');
    assert.equal(entry.at.getTime(), at.getTime(), 'when');

    const session = await login(portal.app, person.username, person.password);
    const bell = (language: string) =>
      call<API.Page<API.Notice>>(portal.app, 'GET', '/api/notices', {
        session,
        headers: { 'accept-language': language },
      });
    assert.equal(
      (await bell('pt-BR')).body.data.list[0]!.title,
      'Um administrador desativou o seu login em duas etapas',
    );
    assert.equal((await bell('zh-CN')).body.data.list[0]!.title, '管理员已关闭你的两步验证');

    await portal.app.mail.idle();
    // Registration mailed a verification link; this is the other one.
    const mail = mails.filter((m) => m.to === person.email.toLowerCase() && !m.text.includes('VerifyEmail'));
    assert.equal(mail.length, 1, 'one mail about the reset');
    assert.equal(mail[0]!.locale, 'pt-BR');
    assert.equal(mail[0]!.subject, 'O login em duas etapas foi desativado');
    assert.ok(mail[0]!.text.includes('https://portal.example.org/account/settings?tab=security'));
  });

  test('only admins may, and never on their own account', async () => {
    const person = await personWithTwoFactor();
    const other = await signedInUser(portal.app, 'other');
    const asUser = await reset(person.uid, other.session);
    assert.equal(asUser.status, 403);
    assert.equal(
      (await call(portal.app, 'DELETE', `/api/admin/users/${person.uid}/two-factor`, { body: {} })).status,
      401,
    );

    // Never their own: their settings ask for the password and a code, which this would skip.
    const self = await reset(admin.uid);
    assert.equal(self.status, 403, self.raw);
    assert.deepEqual(rules(self), ['two_factor_reset_self']);
    assert.match(self.body.message, /your own two-factor/);

    const rows = await portal.app.db.select().from(twoFactor).where(eq(twoFactor.uid, person.uid));
    assert.equal(rows.length, 1, 'refusals changed nothing');
    assert.ok(rows[0]!.secret);
  });

  test('an unknown user is a 404; someone without two-factor a 409 that says so', async () => {
    const unknown = await reset(987_654);
    assert.equal(unknown.status, 404, unknown.raw);
    assert.equal(unknown.body.message, 'There is no such user.');

    const plain = await signedInUser(portal.app, 'plain');
    const off = await call(portal.app, 'DELETE', `/api/admin/users/${plain.uid}/two-factor`, {
      session: admin.session,
      body: {},
      headers: { 'accept-language': 'en-US' },
    });
    assert.equal(off.status, 409, off.raw);
    assert.match(off.body.message, /is not on for .+: there is nothing to turn off/);
    const current = await call(portal.app, 'GET', '/api/user/currentUser', { session: plain.session });
    assert.equal(current.body.code, 200, 'their session goes on');
    assert.equal((await reset(0)).status, 400, 'a uid that cannot be one is bad input');
  });
});
