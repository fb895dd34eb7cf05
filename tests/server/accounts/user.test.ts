import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type * as API from '../../../common/contract';
import { evpi, users } from '../../../server/db/schema';
import { seedIfEmpty } from '../../../server/shared/seed';
import { assertNoSecrets, call, login, startPortal, type TestPortal } from '../support/helpers';
import { EDITABLE_USER_FIELDS, type EditableUserField } from '../../../common/user-fields';
import { UserUpdate } from '../../../common/contract';
import { everyFieldEdited, newAccount, settingsBody, signedInUser } from '../support/factories';

let portal: TestPortal;
let admin: { uid: number; session: string };

before(async () => {
  portal = await startPortal();
  const seeded = await seedIfEmpty(
    portal.app.db,
    { adminUsername: 'admin', adminPassword: 'Admin-Password-1', adminEmail: 'admin@example.com' },
    portal.app.now(),
  );
  assert.ok(seeded.seeded);
  admin = { uid: seeded.uid, session: await login(portal.app, 'admin', 'Admin-Password-1') };
});
after(() => portal?.close());

/** What the SPA sends: the whole editable user as read, '' for no phone. */
const wholeUser = (user: API.CurrentUser, changes: Partial<API.UserUpdate> = {}): API.UserUpdate => ({
  ...(Object.fromEntries(EDITABLE_USER_FIELDS.map((field) => [field, user[field]])) as Pick<
    API.CurrentUser,
    EditableUserField
  >),
  phone: user.phone ?? '',
  ...changes,
});

const CURRENT_USER_KEYS = [
  'access',
  'address',
  'avatar',
  'bindings',
  'city',
  'country',
  'createdAt',
  'email',
  'emailVerified',
  'nickname',
  'notifications',
  'officiates',
  'passwordStrength',
  'phone',
  'profile',
  'province',
  'security',
  'twoFactor',
  'uid',
  'unreadCount',
  'username',
];

describe('GET /api/user/currentUser', () => {
  test('without a session: HTTP 200, code 4002, data null', async () => {
    const answer = await call(portal.app, 'GET', '/api/user/currentUser');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.code, 4002);
    assert.equal(answer.body.data, null);
    assert.ok(answer.body.message);
  });

  test('signed in: the user with exactly the contract fields, no secrets', async () => {
    const user = await signedInUser(portal.app, 'me');
    const answer = await call<Record<string, unknown>>(portal.app, 'GET', '/api/user/currentUser', {
      session: user.session,
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.code, 200);
    assert.deepEqual(Object.keys(answer.body.data).sort(), CURRENT_USER_KEYS);
    assert.equal(answer.body.data.uid, user.uid);
    assert.equal(answer.body.data.username, user.username);
    assert.equal(answer.body.data.access, 'user');
    assert.equal(answer.body.data.nickname, user.username);
    assert.equal(answer.body.data.passwordStrength, 'strong');
    assert.deepEqual(answer.body.data.notifications, {
      accountPassword: true,
      systemMessages: true,
      todoTasks: true,
    });
    assertNoSecrets(answer.raw, [user.session]);
  });

  test('the seeded admin has access admin and an unread welcome notice', async () => {
    const answer = await call<{ access: string; unreadCount: number }>(
      portal.app,
      'GET',
      '/api/user/currentUser',
      {
        session: admin.session,
      },
    );
    assert.equal(answer.body.data.access, 'admin');
    assert.equal(answer.body.data.unreadCount, 1);
  });

  test('seeding runs only on an empty database', async () => {
    const again = await seedIfEmpty(
      portal.app.db,
      { adminUsername: 'admin2', adminEmail: 'a2@example.com' },
      portal.app.now(),
    );
    assert.deepEqual(again, { seeded: false });
  });
});

describe('GET /api/users', () => {
  test('admins get a page of users with total, current and pageSize', async () => {
    for (let i = 0; i < 3; i += 1) await signedInUser(portal.app, 'listme');
    const answer = await call<{
      list: Array<Record<string, unknown>>;
      total: number;
      current: number;
      pageSize: number;
    }>(portal.app, 'GET', '/api/users', { session: admin.session, query: { current: '1', pageSize: '2' } });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.list.length, 2);
    assert.equal(answer.body.data.current, 1);
    assert.equal(answer.body.data.pageSize, 2);
    assert.ok(answer.body.data.total >= 4);
    assert.deepEqual(Object.keys(answer.body.data.list[0]!).sort(), [
      'access',
      'country',
      'createdAt',
      'email',
      'emailVerified',
      'nickname',
      'phone',
      'twoFactor',
      'uid',
      'username',
    ]);
    assertNoSecrets(answer.raw);

    const second = await call<{ list: Array<{ uid: number }> }>(portal.app, 'GET', '/api/users', {
      session: admin.session,
      query: { current: '2', pageSize: '2' },
    });
    assert.notDeepEqual(
      second.body.data.list.map((u) => u.uid),
      answer.body.data.list.map((u) => u.uid),
    );
  });

  test('keyword matches username, nickname or email; % and _ are literal', async () => {
    const target = await signedInUser(portal.app, 'findme');
    const byName = await call<{ list: Array<{ uid: number }>; total: number }>(
      portal.app,
      'GET',
      '/api/users',
      {
        session: admin.session,
        query: { keyword: target.username.toUpperCase() },
      },
    );
    assert.deepEqual(
      byName.body.data.list.map((u) => u.uid),
      [target.uid],
    );
    const byEmail = await call<{ total: number }>(portal.app, 'GET', '/api/users', {
      session: admin.session,
      query: { keyword: target.email.split('@')[0]! },
    });
    assert.equal(byEmail.body.data.total, 1);
    const wildcard = await call<{ total: number }>(portal.app, 'GET', '/api/users', {
      session: admin.session,
      query: { keyword: '%' },
    });
    assert.equal(wildcard.body.data.total, 0);
  });

  test('pageSize over 100 or a page below 1 answers 400', async () => {
    for (const query of [{ pageSize: '101' }, { current: '0' }, { current: 'abc' }] as Array<
      Record<string, string>
    >) {
      const answer = await call(portal.app, 'GET', '/api/users', { session: admin.session, query });
      assert.equal(answer.status, 400, JSON.stringify(query));
    }
  });

  test('a user gets 403, nobody gets 401', async () => {
    const user = await signedInUser(portal.app, 'notadmin');
    const asUser = await call(portal.app, 'GET', '/api/users', { session: user.session });
    assert.equal(asUser.status, 403);
    assert.equal(asUser.body.code, 403);
    assert.equal(asUser.body.message, 'Only administrators may do this.');
    const anonymous = await call(portal.app, 'GET', '/api/users');
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.code, 401);
  });
});

describe('GET /api/users/:uid', () => {
  test('an admin reads one user in full, without secrets; an unknown uid is 404', async () => {
    const target = await signedInUser(portal.app, 'inspect');
    const answer = await call<Record<string, unknown>>(portal.app, 'GET', `/api/users/${target.uid}`, {
      session: admin.session,
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.uid, target.uid);
    assert.deepEqual(Object.keys(answer.body.data).sort(), [...CURRENT_USER_KEYS].sort());
    const missing = await call(portal.app, 'GET', '/api/users/999999', { session: admin.session });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 404);
  });

  test('a user gets 403, nobody gets 401, a non-number uid gets 400', async () => {
    const user = await signedInUser(portal.app, 'peeker');
    const asUser = await call(portal.app, 'GET', `/api/users/${user.uid}`, { session: user.session });
    assert.equal(asUser.status, 403);
    const anonymous = await call(portal.app, 'GET', `/api/users/${user.uid}`);
    assert.equal(anonymous.status, 401);
    const bad = await call(portal.app, 'GET', '/api/users/abc', { session: admin.session });
    assert.equal(bad.status, 400);
  });
});

describe('PUT /api/user/user/:uid', () => {
  test('the user replaces their own settings and gets the updated user back', async () => {
    const user = await signedInUser(portal.app, 'edit');
    const body = settingsBody(user.uid, {
      security: {
        securityPhone: '',
        securityQuestion: 'First robot?',
        backupEmail: 'Backup@Example.com',
        mfaEnabled: true,
      },
      bindings: { github: 'octo', google: null, wechat: '' },
      avatar: 'https://example.com/a.png',
    });
    const answer = await call<Record<string, unknown>>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body,
      session: user.session,
    });
    assert.equal(answer.status, 200, answer.raw);
    assert.equal(answer.body.data.nickname, 'Robo Builder');
    assert.equal(answer.body.data.email, body.email);
    assert.equal(answer.body.data.city, 'Hangzhou');
    assert.deepEqual(answer.body.data.notifications, body.notifications);
    assert.deepEqual(answer.body.data.security, {
      securityPhone: null,
      securityQuestion: 'First robot?',
      backupEmail: 'backup@example.com',
      // Mirrors two-factor sign-in (changed only through /api/user/2fa/*): what a client sends is ignored.
      mfaEnabled: false,
    });
    assert.deepEqual(answer.body.data.bindings, { github: 'octo', google: null, wechat: null });
    assertNoSecrets(answer.raw, [user.session]);

    const reread = await call<Record<string, unknown>>(portal.app, 'GET', '/api/user/currentUser', {
      session: user.session,
    });
    assert.equal(reread.body.data.address, '1 Robot Road');
    assert.equal(reread.body.data.phone, body.phone);
  });

  test("the contract's editable fields are exactly what an update requires, and each one is stored", async () => {
    assert.deepEqual([...(UserUpdate.required ?? [])].sort(), [...EDITABLE_USER_FIELDS].sort());
    const user = await signedInUser(portal.app, 'everyfield');
    const edited = everyFieldEdited(user.uid);
    const answer = await call<Record<string, unknown>>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: { ...edited, password: user.password },
      session: user.session,
    });
    assert.equal(answer.status, 200, answer.raw);
    const reread = await call<Record<string, unknown>>(portal.app, 'GET', '/api/user/currentUser', {
      session: user.session,
    });
    for (const field of EDITABLE_USER_FIELDS) {
      assert.deepEqual(answer.body.data[field], edited[field], `${field} is answered as sent`);
      assert.deepEqual(reread.body.data[field], edited[field], `${field} is stored`);
    }
  });

  test('every key is required, email and nickname must not be blank, unknown fields are refused', async () => {
    const user = await signedInUser(portal.app, 'strict');
    const [before] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    const full = settingsBody(user.uid);
    const put = (body: unknown) =>
      call<{ fields: Record<string, string> }>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
        body,
        session: user.session,
      });
    const keys = [
      'uid',
      'nickname',
      'avatar',
      'email',
      'phone',
      'profile',
      'country',
      'province',
      'city',
      'address',
      'notifications',
      'security',
      'bindings',
    ] as const;
    for (const field of keys) {
      const missing: Record<string, unknown> = { ...full };
      delete missing[field];
      const gone = await put(missing);
      assert.equal(gone.status, 400, `missing ${field}`);
      assert.ok(gone.body.data.fields[field], `missing ${field} is named`);
    }
    for (const field of ['email', 'nickname'] as const) {
      for (const value of ['', '   ']) {
        const blank = await put({ ...full, [field]: value });
        assert.equal(blank.status, 400, `blank ${field}`);
        assert.ok(blank.body.data.fields[field], `blank ${field} is named`);
      }
    }
    for (const [field, value] of [
      ['phone', '12ab'],
      ['phone', ' '],
      ['profile', 'x'.repeat(2001)],
      ['country', 'x'.repeat(65)],
      ['province', 'x'.repeat(65)],
      ['city', 'x'.repeat(65)],
      ['address', 'x'.repeat(256)],
      ['profile', null],
    ] as const) {
      const bad = await put({ ...full, [field]: value });
      assert.equal(bad.status, 400, `${field} = ${JSON.stringify(value)}`);
      assert.ok(bad.body.data.fields[field], `bad ${field} is named`);
    }
    const unknown = await put({ ...full, username: 'renamed' });
    assert.equal(unknown.status, 400);
    assert.ok(unknown.body.data.fields.username);
    const nestedUnknown = await put({ ...full, security: { ...full.security, password: 'x' } });
    assert.equal(nestedUnknown.status, 400);
    const badEmail = await put({ ...full, email: `${'a'.repeat(250)}@x.io` });
    assert.equal(badEmail.status, 400);
    const wrongType = await put({ ...full, uid: String(user.uid) });
    assert.equal(wrongType.status, 400, 'a string uid is not coerced');

    const [afterRow] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    assert.deepEqual(afterRow, before, 'nothing changed');
  });

  test('profile, country, province, city, address and phone may be empty', async () => {
    const user = await signedInUser(portal.app, 'sparse');
    const other = await signedInUser(portal.app, 'sparse');
    const empty = { profile: '', country: '', province: '', city: '', address: '   ', phone: '' };
    for (const someone of [user, other]) {
      const answer = await call<Record<string, unknown>>(portal.app, 'PUT', `/api/user/user/${someone.uid}`, {
        body: settingsBody(someone.uid, empty),
        session: someone.session,
      });
      assert.equal(answer.status, 200, answer.raw);
      assert.equal(answer.body.data.phone, null, "'' is no phone");
    }
    const [row] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    assert.equal(row!.phone, null, 'stored as NULL, so two accounts without a phone do not collide');
    assert.deepEqual(
      [row!.profile, row!.country, row!.province, row!.city, row!.address],
      ['', '', '', '', ''],
    );
    const reread = await call<Record<string, unknown>>(portal.app, 'GET', '/api/user/currentUser', {
      session: user.session,
    });
    assert.equal(reread.body.data.phone, null);
    assert.equal(reread.body.data.city, '');
    assert.equal(reread.body.data.nickname, 'Robo Builder');

    const phoneBack = await call<Record<string, unknown>>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: settingsBody(user.uid, { ...empty, phone: other.phone }),
      session: user.session,
    });
    assert.equal(phoneBack.status, 200, "a phone freed by '' can be taken by another account");
    assert.equal(phoneBack.body.data.phone, other.phone);
  });

  test('a new account saves a notification switch; an admin changes its access', async () => {
    const account = { ...newAccount('fresh'), phone: undefined };
    const registered = await call<{ uid: number }>(portal.app, 'POST', '/api/register', { body: account });
    assert.equal(registered.status, 200, registered.raw);
    const { uid } = registered.body.data;
    const session = await login(portal.app, account.username, account.password);
    const read = async () =>
      (await call<API.CurrentUser>(portal.app, 'GET', '/api/user/currentUser', { session })).body.data;
    const fresh = await read();
    assert.equal(fresh.profile, '');
    assert.equal(fresh.phone, null);

    const toggled = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${uid}`, {
      body: wholeUser(fresh, { notifications: { ...fresh.notifications, todoTasks: false } }),
      session,
    });
    assert.equal(toggled.status, 200, toggled.raw);
    assert.equal(toggled.body.data.notifications.todoTasks, false);
    assert.equal(toggled.body.data.phone, null);

    const promote = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${uid}`, {
      body: wholeUser(await read(), { access: 'admin' }),
      session: admin.session,
    });
    assert.equal(promote.status, 200, promote.raw);
    assert.equal(promote.body.data.access, 'admin');
    assert.equal((await read()).access, 'admin', 'the user reads the new access');

    const demote = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${uid}`, {
      body: wholeUser(await read(), { access: 'user' }),
      session: admin.session,
    });
    assert.equal(demote.status, 200, demote.raw);
    const demoted = await read();
    assert.equal(demoted.access, 'user');
    assert.equal(demoted.profile, '', 'nothing else changed');
    assert.equal(demoted.notifications.todoTasks, false);
  });

  test('uid in the body must equal the uid in the path', async () => {
    const user = await signedInUser(portal.app, 'mismatch');
    const answer = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: settingsBody(user.uid + 1000),
      session: user.session,
    });
    assert.equal(answer.status, 400);
    assert.match(answer.body.message, /uid/);
  });

  test('a user cannot edit someone else (403) nor raise their own access (403)', async () => {
    const user = await signedInUser(portal.app, 'sneaky');
    const victim = await signedInUser(portal.app, 'victim');
    const other = await call(portal.app, 'PUT', `/api/user/user/${victim.uid}`, {
      body: settingsBody(victim.uid),
      session: user.session,
    });
    assert.equal(other.status, 403);

    const raise = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: settingsBody(user.uid, { access: 'admin' }),
      session: user.session,
    });
    assert.equal(raise.status, 403);
    assert.equal(raise.body.code, 403);
    const [row] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    assert.equal(row!.access, 'user');
    assert.equal(row!.profile, '', 'nothing else was saved either');

    const same = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: settingsBody(user.uid, { access: 'user' }),
      session: user.session,
    });
    assert.equal(same.status, 200, 'sending back the unchanged access is fine');
  });

  test('an admin edits anyone, may grant admin, but not change their own access', async () => {
    const user = await signedInUser(portal.app, 'promote');
    const promoted = await call<{ access: string }>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: settingsBody(user.uid, { access: 'admin' }),
      session: admin.session,
    });
    assert.equal(promoted.status, 200);
    assert.equal(promoted.body.data.access, 'admin');
    const asAdminNow = await call(portal.app, 'GET', '/api/users', { session: user.session });
    assert.equal(asAdminNow.status, 200, 'the change applies to the live session');

    const selfDemote = await call(portal.app, 'PUT', `/api/user/user/${admin.uid}`, {
      body: settingsBody(admin.uid, { access: 'user' }),
      session: admin.session,
    });
    assert.equal(selfDemote.status, 403);
  });

  test('changing one’s own email needs the current password; without it or with a wrong one nothing changes', async () => {
    const user = await signedInUser(portal.app, 'stolen');
    const me = async () =>
      (await call<API.CurrentUser>(portal.app, 'GET', '/api/user/currentUser', { session: user.session }))
        .body.data;
    const read = await me();
    const thief = `thief-${user.uid}@example.com`;
    type Refusal = { fields: Record<string, string> };
    const without = await call<Refusal>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: wholeUser(read, { email: thief, nickname: 'Renamed' }),
      session: user.session,
      headers: { 'accept-language': 'pt-BR' },
    });
    assert.equal(without.status, 400, without.raw);
    assert.deepEqual(Object.keys(without.body.data.fields), ['password']);
    assert.match(without.body.data.fields.password!, /senha atual/);
    const wrong = await call<Refusal>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: wholeUser(read, { email: thief, nickname: 'Renamed', password: 'Not-The-Password-1' }),
      session: user.session,
    });
    assert.equal(wrong.status, 400, wrong.raw);
    assert.deepEqual(Object.keys(wrong.body.data.fields), ['password']);
    // Nor does it tell a session without the password whether an address is registered.
    const other = await signedInUser(portal.app, 'taken');
    const taken = await call<Refusal>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: wholeUser(read, { email: other.email }),
      session: user.session,
    });
    assert.equal(taken.status, 400, taken.raw);
    assert.deepEqual(Object.keys(taken.body.data.fields), ['password']);
    assert.deepEqual(await me(), read, 'nothing was saved');

    // Everything else is saved without it, and the right one changes the email.
    const renamed = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: wholeUser(read, { nickname: 'Renamed' }),
      session: user.session,
    });
    assert.equal(renamed.status, 200, renamed.raw);
    const moved = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: wholeUser(read, { email: `moved-${user.uid}@example.com`, password: user.password }),
      session: user.session,
    });
    assert.equal(moved.status, 200, moved.raw);
    assert.equal(moved.body.data.email, `moved-${user.uid}@example.com`);
    assertNoSecrets(moved.raw);

    // An admin changing someone else's address is not asked for a password.
    const byAdmin = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: wholeUser(await me(), { email: `helped-${user.uid}@example.com` }),
      session: admin.session,
    });
    assert.equal(byAdmin.status, 200, byAdmin.raw);
    assert.equal(byAdmin.body.data.email, `helped-${user.uid}@example.com`);
  });

  test('an unknown uid answers 404 to an admin', async () => {
    const answer = await call(portal.app, 'PUT', '/api/user/user/999999', {
      body: settingsBody(999999),
      session: admin.session,
    });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.code, 404);
  });

  test('an email or phone of another account answers 409', async () => {
    const user = await signedInUser(portal.app, 'clash');
    const other = await signedInUser(portal.app, 'clash');
    const email = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: settingsBody(user.uid, { email: other.email }),
      session: user.session,
    });
    assert.equal(email.status, 409);
    const phone = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: settingsBody(user.uid, { phone: other.phone }),
      session: user.session,
    });
    assert.equal(phone.status, 409);
  });

  test('the exact object GET /api/user/currentUser answers round-trips with 200', async () => {
    const user = await signedInUser(portal.app, 'roundtrip');
    const read = async () =>
      (await call<API.CurrentUser>(portal.app, 'GET', '/api/user/currentUser', { session: user.session }))
        .body.data;
    const current = await read();
    assert.ok(current.phone, 'the account has a phone');
    const [before] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));

    const same = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: current,
      session: user.session,
    });
    assert.equal(same.status, 200, same.raw);
    assert.deepEqual(same.body.data, current, 'saving what was read changes nothing');
    const [unchanged] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    assert.deepEqual({ ...unchanged, updatedAt: null }, { ...before, updatedAt: null });

    // GET → edit → PUT, the way the settings pages do it.
    const edited = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: { ...(await read()), nickname: 'Round Tripper', city: 'Qingdao' },
      session: user.session,
    });
    assert.equal(edited.status, 200, edited.raw);
    assert.equal(edited.body.data.nickname, 'Round Tripper');
    assert.equal(edited.body.data.city, 'Qingdao');
    assert.equal(edited.body.data.username, current.username);

    // The same instant written with another offset is unchanged; unreadCount is a live count, ignored.
    const offset = new Date(Date.parse(current.createdAt) + 8 * 3_600_000)
      .toISOString()
      .replace('Z', '+08:00');
    const relaxed = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: { ...(await read()), createdAt: offset, unreadCount: 99 },
      session: user.session,
    });
    assert.equal(relaxed.status, 200, relaxed.raw);

    // An admin saving someone else's record as read (the Members tab) works the same way.
    const byAdmin = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: (
        await call<API.CurrentUser>(portal.app, 'GET', `/api/users/${user.uid}`, { session: admin.session })
      ).body.data,
      session: admin.session,
    });
    assert.equal(byAdmin.status, 200, byAdmin.raw);
  });

  test("a changed read-only field is refused with 400 naming it, in the caller's language; nothing changes", async () => {
    const user = await signedInUser(portal.app, 'readonly');
    const current = (
      await call<API.CurrentUser>(portal.app, 'GET', '/api/user/currentUser', { session: user.session })
    ).body.data;
    const [before] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    const put = (changes: Partial<API.CurrentUser>, headers: Record<string, string> = {}) =>
      call<{ fields: Record<string, string> }>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
        body: { ...current, nickname: 'Should Not Stick', ...changes },
        session: user.session,
        headers,
      });

    for (const [field, value] of [
      ['username', `${current.username}x`],
      ['createdAt', '2020-01-01T00:00:00.000Z'],
      ['passwordStrength', 'weak'],
    ] as const) {
      const refused = await put({ [field]: value });
      assert.equal(refused.status, 400, `changed ${field}`);
      assert.equal(refused.body.code, 400);
      assert.deepEqual(Object.keys(refused.body.data.fields), [field], `only ${field} is named`);
      assert.match(refused.body.data.fields[field]!, /read-only/);
      assert.match(refused.body.message, new RegExp(`${field} is read-only`));
    }

    const both = await put({ username: 'someone-else', createdAt: '2020-01-01T00:00:00.000Z' });
    assert.equal(both.status, 400);
    assert.deepEqual(
      Object.keys(both.body.data.fields).sort(),
      ['createdAt', 'username'],
      'every change is named',
    );

    const chinese = await put({ username: 'renamed' }, { 'accept-language': 'zh-CN' });
    assert.equal(chinese.status, 400);
    assert.equal(chinese.body.data.fields.username, '为只读字段，不能修改');
    assert.match(chinese.body.message, /^部分字段不正确：username 为只读字段/);

    const notADate = await put({ createdAt: 'yesterday' });
    assert.equal(notADate.status, 400);
    assert.ok(notADate.body.data.fields.createdAt);

    const [afterRow] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    assert.deepEqual(afterRow, before, 'nothing changed');
    const reread = await call<API.CurrentUser>(portal.app, 'GET', '/api/user/currentUser', {
      session: user.session,
    });
    assert.deepEqual(reread.body.data, current);
  });

  test('phone null means no phone, like an empty phone', async () => {
    const user = await signedInUser(portal.app, 'nullphone');
    const current = (
      await call<API.CurrentUser>(portal.app, 'GET', '/api/user/currentUser', { session: user.session })
    ).body.data;
    assert.ok(current.phone);
    const cleared = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: { ...current, phone: null },
      session: user.session,
    });
    assert.equal(cleared.status, 200, cleared.raw);
    assert.equal(cleared.body.data.phone, null);
    const [row] = await portal.app.db.select().from(users).where(eq(users.uid, user.uid));
    assert.equal(row!.phone, null, 'stored as NULL');

    // The phoneless user read back saves again as is (phone: null round-trips).
    const again = await call<API.CurrentUser>(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: cleared.body.data,
      session: user.session,
    });
    assert.equal(again.status, 200, again.raw);
    assert.equal(again.body.data.phone, null);

    const other = await signedInUser(portal.app, 'nullphone');
    const taken = await call(portal.app, 'PUT', `/api/user/user/${other.uid}`, {
      body: settingsBody(other.uid, { phone: null }),
      session: other.session,
    });
    assert.equal(taken.status, 200, 'two accounts without a phone do not collide');
  });

  test('without a session answers 401; a bad uid in the path 400', async () => {
    assert.equal((await call(portal.app, 'PUT', '/api/user/user/1', { body: settingsBody(1) })).status, 401);
    const user = await signedInUser(portal.app, 'path');
    const answer = await call(portal.app, 'PUT', '/api/user/user/abc', {
      body: settingsBody(1),
      session: user.session,
    });
    assert.equal(answer.status, 400);
  });
});

const adultEvpi = {
  legalName: 'Ada Lovelace',
  dateOfBirth: '1990-12-10',
  nationality: 'United Kingdom',
  documentType: 'passport',
  documentNumber: 'X1234567',
  organisation: 'Analytical Engines Ltd',
  emergencyContactName: 'Charles Babbage',
  emergencyContactPhone: '+441234567890',
  guardianName: null,
  guardianPhone: null,
};

describe('/api/user/evpi', () => {
  test('null until saved; then the saved record', async () => {
    const user = await signedInUser(portal.app, 'evpi');
    const empty = await call(portal.app, 'GET', '/api/user/evpi', { session: user.session });
    assert.equal(empty.status, 200);
    assert.equal(empty.body.data, null);

    const saved = await call<Record<string, unknown>>(portal.app, 'PUT', '/api/user/evpi', {
      body: adultEvpi,
      session: user.session,
    });
    assert.equal(saved.status, 200, saved.raw);
    assert.equal(saved.body.data.legalName, 'Ada Lovelace');
    assert.ok(saved.body.data.updatedAt);

    const read = await call<Record<string, unknown>>(portal.app, 'GET', '/api/user/evpi', {
      session: user.session,
    });
    assert.deepEqual(read.body.data, saved.body.data);

    // Sending back what was read (updatedAt included) is accepted.
    const resent = await call(portal.app, 'PUT', '/api/user/evpi', {
      body: { ...read.body.data, organisation: 'Difference Engines' },
      session: user.session,
    });
    assert.equal(resent.status, 200);
  });

  test('a minor must name a guardian', async () => {
    const user = await signedInUser(portal.app, 'minor');
    const year = new Date().getUTCFullYear() - 15;
    const minor = { ...adultEvpi, dateOfBirth: `${year}-01-01` };
    const refused = await call<{ fields: Record<string, string> }>(portal.app, 'PUT', '/api/user/evpi', {
      body: minor,
      session: user.session,
    });
    assert.equal(refused.status, 400);
    assert.ok(refused.body.data.fields.guardianName);
    assert.ok(refused.body.data.fields.guardianPhone);
    assert.match(refused.body.message, /guardian/);
    const stored = await portal.app.db.select().from(evpi).where(eq(evpi.uid, user.uid));
    assert.equal(stored.length, 0, 'nothing saved');

    const accepted = await call(portal.app, 'PUT', '/api/user/evpi', {
      body: { ...minor, guardianName: 'Parent', guardianPhone: '+8613800000001' },
      session: user.session,
    });
    assert.equal(accepted.status, 200);
  });

  test('bad dates, types and unknown fields answer 400', async () => {
    const user = await signedInUser(portal.app, 'evpibad');
    for (const change of [
      { dateOfBirth: '2001-02-30' },
      { dateOfBirth: '3000-01-01' },
      { dateOfBirth: '01/02/2001' },
      { documentType: 'licence' },
      { legalName: '' },
      { emergencyContactPhone: 'call me' },
      { secret: 'x' },
    ]) {
      const answer = await call(portal.app, 'PUT', '/api/user/evpi', {
        body: { ...adultEvpi, ...change },
        session: user.session,
      });
      assert.equal(answer.status, 400, JSON.stringify(change));
    }
    const read = await call(portal.app, 'GET', '/api/user/evpi', { session: user.session });
    assert.equal(read.body.data, null, 'nothing saved');
  });

  test('only the owner and admins see it', async () => {
    const owner = await signedInUser(portal.app, 'owner');
    await call(portal.app, 'PUT', '/api/user/evpi', { body: adultEvpi, session: owner.session });
    const other = await signedInUser(portal.app, 'nosy');

    const asOther = await call(portal.app, 'GET', `/api/users/${owner.uid}/evpi`, { session: other.session });
    assert.equal(asOther.status, 403);
    const ownView = await call(portal.app, 'GET', '/api/user/evpi', { session: other.session });
    assert.equal(ownView.body.data, null, 'the other user sees only their own (empty) record');

    const asAdmin = await call<{ legalName: string }>(portal.app, 'GET', `/api/users/${owner.uid}/evpi`, {
      session: admin.session,
    });
    assert.equal(asAdmin.status, 200);
    assert.equal(asAdmin.body.data.legalName, 'Ada Lovelace');
    const missing = await call(portal.app, 'GET', '/api/users/999999/evpi', { session: admin.session });
    assert.equal(missing.status, 404);

    assert.equal((await call(portal.app, 'GET', '/api/user/evpi')).status, 401);
    assert.equal((await call(portal.app, 'PUT', '/api/user/evpi', { body: adultEvpi })).status, 401);
  });
});
