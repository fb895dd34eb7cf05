/**
 * Account recovery and email verification: the forgot-password answer that tells nothing, reset
 * links (once, 30 minutes, ending every session), verification links, and mail in the recipient's
 * language. One portal for the file; mail is recorded by an injected mailer.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../../server/db/schema';
import { outboxMailer, type MailMessage } from '../../../server/messaging/mail';
import { renderMail } from '../../../server/messaging/mail-templates';
import { call, login, noRateLimits, startPortal, type TestPortal } from '../support/helpers';
import { adminSession, newAccount, registerAccount, settingsBody, signedInUser } from '../support/factories';

const FAILURE_CAP = 3;
const mails: MailMessage[] = [];
let portal: TestPortal;
let admin: { session: string };

before(async () => {
  portal = await startPortal({
    mailer: {
      async send(message) {
        mails.push(message);
      },
    },
    publicUrl: 'https://portal.example.org',
    rateLimits: {
      ...noRateLimits,
      passwordForgotPerEmail: { max: 3, timeWindowMs: 60_000 },
      verifyResendPerUser: { max: 2, timeWindowMs: 60_000 },
      loginFailuresPerAccount: { max: FAILURE_CAP, timeWindowMs: 60_000 },
    },
  });
  admin = await adminSession(portal);
});
after(() => portal?.close());

/** The mail sent to `to` since the test began (after the background sends are done). */
async function mailTo(to: string): Promise<MailMessage[]> {
  await portal.app.mail.idle();
  return mails.filter((mail) => mail.to === to.toLowerCase());
}

async function lastLink(to: string, page: string): Promise<string> {
  // Mails go out in the background, so a verification and a reset may arrive in either order.
  const mail = (await mailTo(to)).filter((m) => m.text.includes(page)).at(-1);
  assert.ok(mail, `a mail with ${page} went to ${to}`);
  const match = new RegExp(`https://portal\\.example\\.org${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  assert.ok(match, `the mail links to ${page}: ${mail.text}`);
  assert.ok(mail.html.includes(match[0]), 'the HTML part has the same link');
  return match[1]!;
}

const forgot = (email: string, headers?: Record<string, string>) =>
  call(portal.app, 'POST', '/api/password/forgot', { body: { email }, headers });
const reset = (token: string, password: string) =>
  call(portal.app, 'POST', '/api/password/reset', { body: { token, password } });
const canLogin = async (username: string, password: string) =>
  (await call(portal.app, 'POST', '/api/login/account', { body: { type: 'account', username, password } }))
    .status === 200;

describe('forgot password', () => {
  test('answers the same for a known and an unknown address; only the known one gets mail', async () => {
    const account = await registerAccount(portal.app, newAccount('known'));
    const unknown = `nobody-${account.uid}@example.com`;
    const known = await forgot(account.email.toUpperCase());
    const stranger = await forgot(unknown);
    assert.equal(known.status, 200);
    assert.deepEqual(
      { status: stranger.status, body: stranger.body },
      { status: known.status, body: known.body },
    );
    assert.equal((await mailTo(account.email)).filter((m) => m.text.includes('ResetPassword')).length, 1);
    assert.equal((await mailTo(unknown)).length, 0);
  });

  test('a link sets a new password once, ends every session and is audited', async () => {
    const user = await signedInUser(portal.app, 'once');
    await forgot(user.email);
    const token = await lastLink(user.email, '/account/ResetPassword');

    const done = await reset(token, 'Brand-New-Pass-7');
    assert.equal(done.status, 200);
    const me = await call(portal.app, 'GET', '/api/user/currentUser', { session: user.session });
    assert.equal(me.body.data, null, 'the old session ended');
    assert.ok(await canLogin(user.username, 'Brand-New-Pass-7'));
    assert.ok(!(await canLogin(user.username, user.password)));

    const again = await reset(token, 'Another-Pass-8');
    assert.equal(again.status, 400);
    assert.ok(await canLogin(user.username, 'Brand-New-Pass-7'), 'a used link changes nothing');

    const events = await portal.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'security.passwordReset'), eq(auditLog.targetId, user.uid)));
    assert.equal(events.length, 1);
    assert.equal(events[0]!.actorUid, user.uid);
  });

  test('a link stops working after 30 minutes', async () => {
    const account = await registerAccount(portal.app, newAccount('late'));
    await forgot(account.email);
    const token = await lastLink(account.email, '/account/ResetPassword');
    portal.advance(30 * 60_000 + 1000);
    const late = await reset(token, 'Too-Late-Pass-9');
    assert.equal(late.status, 400);
    assert.equal(late.body.code, 400);
    assert.ok(await canLogin(account.username, account.password));
  });

  test('a weak password is refused and the link still works; a bad token is a 400 that changes nothing', async () => {
    const account = await registerAccount(portal.app, newAccount('weak'));
    await forgot(account.email);
    const token = await lastLink(account.email, '/account/ResetPassword');
    const [before] = await portal.app.db.select().from(users).where(eq(users.uid, account.uid));

    const weak = await reset(token, 'password');
    assert.equal(weak.status, 400);
    for (const bad of ['x'.repeat(43), 'not a token!', '']) {
      const answer = await reset(bad, 'Strong-Enough-1');
      assert.equal(answer.status, 400, bad);
      assert.equal(answer.body.code, 400);
    }
    const [unchanged] = await portal.app.db.select().from(users).where(eq(users.uid, account.uid));
    assert.equal(unchanged!.passwordHash, before!.passwordHash);

    assert.equal((await reset(token, 'Strong-Enough-1')).status, 200, 'the link survived the refusals');
  });

  test('asking too often for one address is limited (429), whoever asks', async () => {
    const account = await registerAccount(portal.app, newAccount('flood'));
    for (let i = 0; i < 3; i += 1) assert.equal((await forgot(account.email)).status, 200);
    const limited = await forgot(account.email);
    assert.equal(limited.status, 429);
  });
});

describe('email verification', () => {
  test('registration mails a link; the link verifies once; a new email needs its own link', async () => {
    const user = await signedInUser(portal.app, 'verify');
    const me = () => call<API_User>(portal.app, 'GET', '/api/user/currentUser', { session: user.session });
    assert.equal((await me()).body.data.emailVerified, false);

    const token = await lastLink(user.email, '/account/VerifyEmail');
    // Anyone holding the link may open it, on any device: no session needed.
    assert.equal((await call(portal.app, 'POST', '/api/email/verify', { body: { token } })).status, 200);
    assert.equal((await me()).body.data.emailVerified, true);
    assert.equal((await call(portal.app, 'POST', '/api/email/verify', { body: { token } })).status, 400);

    const list = await call<{ list: { uid: number; emailVerified: boolean }[] }>(
      portal.app,
      'GET',
      '/api/users',
      {
        session: admin.session,
        query: { keyword: user.username, current: '1', pageSize: '5' },
      },
    );
    assert.equal(list.body.data.list.find((row) => row.uid === user.uid)?.emailVerified, true);

    const newEmail = `moved-${user.uid}@example.com`;
    const changed = await call<API_User>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      session: user.session,
      body: settingsBody(user.uid, { email: newEmail, emailVerified: true }),
    });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.data.emailVerified, false, 'a new address starts unverified');
    const second = await lastLink(newEmail, '/account/VerifyEmail');
    assert.equal(
      (await call(portal.app, 'POST', '/api/email/verify', { body: { token: second } })).status,
      200,
    );
    assert.equal((await me()).body.data.emailVerified, true);
  });

  test('the link can be sent again, a few times only, and not once verified', async () => {
    const user = await signedInUser(portal.app, 'resend');
    // One mail at a time, so the order of the mails is the order of the links.
    await portal.app.mail.idle();
    const resend = async () => {
      const answer = await call(portal.app, 'POST', '/api/email/verify/resend', {
        session: user.session,
        body: {},
      });
      await portal.app.mail.idle();
      return answer;
    };
    assert.equal((await call(portal.app, 'POST', '/api/email/verify/resend', { body: {} })).status, 401);
    assert.equal((await resend()).status, 200);
    assert.equal((await resend()).status, 200);
    assert.equal((await resend()).status, 429);
    const links = (await mailTo(user.email)).filter((m) => m.text.includes('VerifyEmail'));
    assert.equal(links.length, 3, 'registration and two resends');

    // Only the newest link works.
    const first = /token=([A-Za-z0-9_-]+)/.exec(links[0]!.text)![1]!;
    assert.equal(
      (await call(portal.app, 'POST', '/api/email/verify', { body: { token: first } })).status,
      400,
    );
    const newest = await lastLink(user.email, '/account/VerifyEmail');
    assert.equal(
      (await call(portal.app, 'POST', '/api/email/verify', { body: { token: newest } })).status,
      200,
    );
    const verified = await resend();
    assert.equal(verified.status, 400);
  });
});

describe('undoing an email change', () => {
  const REVERT = '/account/RevertEmail';
  const revert = (token: string, session?: string) =>
    call(portal.app, 'POST', '/api/email/revert', { body: { token }, session });
  const changeEmail = (user: { uid: number; session: string }, email: string, password: string) =>
    call<API_User>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      session: user.session,
      body: settingsBody(user.uid, { email, password }),
    });
  const emailOf = async (uid: number) =>
    (await portal.app.db.select().from(users).where(eq(users.uid, uid)))[0]!;

  test('a stolen session cannot take the account over: the old address can put itself back', async () => {
    const owner = await signedInUser(portal.app, 'owner');
    // The thief's copy of the session, and the owner's other browser.
    const stolen = owner.session;
    const elsewhere = await login(portal.app, owner.username, owner.password);
    const thief = `thief-${owner.uid}@example.com`;

    // Without the password the address stays.
    const refused = await changeEmail(owner, thief, 'Guessed-Password-1');
    assert.equal(refused.status, 400, refused.raw);
    assert.equal((await emailOf(owner.uid)).email, owner.email.toLowerCase());

    // With it (the thief knows it, or it is the owner), the old address is told, with a way back.
    const changed = await changeEmail(owner, thief, owner.password);
    assert.equal(changed.status, 200, changed.raw);
    const notice = (await mailTo(owner.email)).find((m) => m.text.includes(REVERT));
    assert.ok(notice, 'the old address is told of the change');
    assert.ok(notice.text.includes(thief), 'and to which address');
    const token = await lastLink(owner.email, REVERT);
    // The thief asks for a reset at the new address.
    await forgot(thief);
    const resetToken = await lastLink(thief, '/account/ResetPassword');

    const undone = await revert(token);
    assert.equal(undone.status, 200, undone.raw);
    const row = await emailOf(owner.uid);
    assert.equal(row.email, owner.email.toLowerCase());
    assert.ok(row.emailVerifiedAt, 'the link proves the owner reads the address');
    // Every session ends, the thief's too, and the reset link at the thief's address is void.
    for (const session of [stolen, elsewhere]) {
      const me = await call(portal.app, 'GET', '/api/user/currentUser', { session });
      assert.equal(me.body.data, null);
    }
    assert.equal((await reset(resetToken, 'Taken-Over-2026')).status, 400);
    assert.ok(await canLogin(owner.username, owner.password));
    // The link works once.
    assert.equal((await revert(token)).status, 400);

    const actions = (
      await portal.app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, owner.uid))
    ).map((entry) => entry.action);
    for (const action of ['security.emailChangeFailed', 'security.emailChanged', 'security.emailReverted']) {
      assert.ok(actions.includes(action), action);
    }
  });

  test('a second change does not void the first undo link, and undoing voids the later ones', async () => {
    const owner = await signedInUser(portal.app, 'twice');
    const first = `first-${owner.uid}@example.com`;
    const second = `second-${owner.uid}@example.com`;
    assert.equal((await changeEmail(owner, first, owner.password)).status, 200);
    assert.equal((await changeEmail(owner, second, owner.password)).status, 200);
    const toOwner = await lastLink(owner.email, REVERT);
    const toFirst = await lastLink(first, REVERT);
    assert.equal((await revert(toOwner)).status, 200);
    assert.equal((await emailOf(owner.uid)).email, owner.email.toLowerCase());
    assert.equal((await revert(toFirst)).status, 400, 'the address in between cannot move it again');
    assert.equal((await emailOf(owner.uid)).email, owner.email.toLowerCase());
  });

  test('a bad token is a 400; an address taken meanwhile is a 409; neither changes anything', async () => {
    const owner = await signedInUser(portal.app, 'taken');
    const moved = `moved-${owner.uid}@example.com`;
    assert.equal((await changeEmail(owner, moved, owner.password)).status, 200);
    const token = await lastLink(owner.email, REVERT);
    for (const bad of ['never-issued-token', `${token}x`]) {
      const answer = await revert(bad);
      assert.equal(answer.status, 400, bad);
      assert.ok(answer.body.message.length > 0);
    }
    assert.equal((await revert('not a token!')).status, 400);
    // Someone registers with the address the account left.
    const squatter = await registerAccount(portal.app, { ...newAccount('squat'), email: owner.email });
    const taken = await revert(token);
    assert.equal(taken.status, 409, taken.raw);
    assert.equal((await emailOf(owner.uid)).email, moved);
    const me = await call(portal.app, 'GET', '/api/user/currentUser', { session: owner.session });
    assert.notEqual(me.body.data, null, 'no session ended');
    // Once the address is free again, the same link works.
    const freed = await call(portal.app, 'PUT', `/api/user/user/${squatter.uid}`, {
      session: admin.session,
      body: settingsBody(squatter.uid, { email: `elsewhere-${squatter.uid}@example.com` }),
    });
    assert.equal(freed.status, 200, freed.raw);
    assert.equal((await revert(token)).status, 200);
    assert.equal((await emailOf(owner.uid)).email, owner.email.toLowerCase());
  });

  test('wrong passwords count toward the login limits', async () => {
    const owner = await signedInUser(portal.app, 'guess');
    const target = `guess-${owner.uid}@example.com`;
    for (let i = 0; i < FAILURE_CAP; i += 1) {
      assert.equal((await changeEmail(owner, target, `Guess-Number-${i}`)).status, 400);
    }
    const locked = await changeEmail(owner, target, owner.password);
    assert.equal(locked.status, 429, locked.raw);
    assert.equal((await emailOf(owner.uid)).email, owner.email.toLowerCase());
  });

  test('an admin changing someone else’s address sends no undo link', async () => {
    const user = await signedInUser(portal.app, 'helped');
    const answer = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      session: admin.session,
      body: settingsBody(user.uid, { email: `helped-${user.uid}@example.com`, password: undefined }),
    });
    assert.equal(answer.status, 200, answer.raw);
    assert.deepEqual(
      (await mailTo(user.email)).filter((m) => m.text.includes(REVERT)),
      [],
      'no undo link to the old address',
    );
  });

  test('the undo mail is in every language, with the addresses as text in the HTML part', () => {
    const subjects = new Set<string>();
    for (const locale of ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'] as const) {
      const mail = renderMail('emailChanged', locale, 'old@example.com', {
        name: 'Lin',
        link: 'https://portal.example.org/account/RevertEmail?token=a',
        days: 7,
        previous: 'old@example.com',
        current: '"><img src=x>@example.com',
      });
      subjects.add(mail.subject);
      assert.ok(mail.text.includes('old@example.com') && mail.text.includes('7'), locale);
      assert.ok(!mail.html.includes('<img'), locale);
      assert.ok(!/\{\w+\}/.test(mail.text), `${locale}: every placeholder is filled`);
    }
    assert.equal(subjects.size, 5);
  });
});

describe('mail language', () => {
  test('mail is in the language the recipient registered in, not the asker’s', async () => {
    const account = newAccount('lingua');
    const answer = await call(portal.app, 'POST', '/api/register', {
      body: account,
      headers: { 'accept-language': 'pt-BR' },
    });
    assert.equal(answer.status, 200);
    assert.equal((await mailTo(account.email)).at(-1)?.subject, 'Confirme seu endereço de e-mail');

    await forgot(account.email, { 'accept-language': 'zh-CN' });
    const mail = (await mailTo(account.email)).find((m) => m.text.includes('ResetPassword'))!;
    assert.equal(mail.subject, 'Redefina sua senha');
    assert.equal(mail.locale, 'pt-BR');
  });

  test('every locale has its own subject', async () => {
    const subjects = new Set<string>();
    for (const locale of ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID']) {
      const account = newAccount('loc');
      await call(portal.app, 'POST', '/api/register', {
        body: account,
        headers: { 'accept-language': locale },
      });
      const mail = (await mailTo(account.email)).at(-1)!;
      assert.equal(mail.locale, locale);
      subjects.add(mail.subject);
    }
    assert.equal(subjects.size, 5);
  });

  test('a nickname is text in the HTML part, never markup', () => {
    const mail = renderMail('verifyEmail', 'en-US', 'a@example.com', {
      name: '<img src=x onerror=alert(1)>',
      link: 'https://portal.example.org/account/VerifyEmail?token=a&b',
      hours: 72,
    });
    assert.ok(!mail.html.includes('<img'));
    assert.ok(mail.html.includes('&#60;img'));
    assert.ok(mail.text.includes('<img src=x'), 'the plain text keeps it as typed');
  });
});

describe('outbox', () => {
  test('without SMTP each message is an .eml file in the outbox folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-outbox-test-'));
    try {
      const mailer = outboxMailer(path.join(dir, 'outbox'), 'Portal <no-reply@portal.local>');
      await mailer.send(
        renderMail('passwordReset', 'zh-TW', 'reader@example.com', {
          name: '讀者',
          link: 'https://portal.example.org/account/ResetPassword?token=abc',
          minutes: 30,
        }),
      );
      const files = await readdir(path.join(dir, 'outbox'));
      assert.equal(files.length, 1);
      assert.match(files[0]!, /\.eml$/);
      const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
      assert.match(eml, /^To: reader@example\.com$/m);
      assert.match(eml, /^Content-Language: zh-TW$/m);
      assert.match(eml, /^Subject: =\?UTF-8\?/m, 'a subject outside ASCII is encoded');
      assert.match(eml, /^Content-Type: text\/html; charset=utf-8$/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a message sent again under its key (its job run twice) is in the outbox once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-outbox-test-'));
    try {
      const mailer = outboxMailer(path.join(dir, 'outbox'), 'Portal <no-reply@portal.local>');
      const message = {
        ...renderMail('passwordReset', 'en-US', 'twice@example.com', {
          name: 'Twice',
          link: 'https://portal.example.org/account/ResetPassword?token=abc',
          minutes: 30,
        }),
        key: '2026-11-28T01-00-00-000Z-42',
      };
      await Promise.all([mailer.send(message), mailer.send(message)]);
      await mailer.send(message);
      await mailer.send({ ...message, key: '2026-11-28T01-00-00-000Z-43' });
      const files = await readdir(path.join(dir, 'outbox'));
      assert.deepEqual(files.sort(), ['2026-11-28T01-00-00-000Z-42.eml', '2026-11-28T01-00-00-000Z-43.eml']);
      const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
      assert.match(eml, /^Message-ID: <2026-11-28T01-00-00-000Z-42@portal\.local>$/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

type API_User = { uid: number; emailVerified: boolean };
