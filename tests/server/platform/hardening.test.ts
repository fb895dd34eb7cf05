/**
 * Input that must never be a 500 (NUL characters, huge page numbers, values the database refuses),
 * errors logged without their query parameters, the same-origin rule behind a TLS proxy, and a
 * first-start seed that tolerates servers starting together.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { seedIfEmpty } from '../../../server/shared/seed';
import { loggableError, toFailure } from '../../../server/http/envelope';
import { call, login, openTestDatabase, startPortal, type TestPortal } from '../support/helpers';
import { newAccount, signedInUser } from '../support/factories';

let portal: TestPortal;
let adminSession: string;

before(async () => {
  portal = await startPortal();
  const seeded = await seedIfEmpty(
    portal.app.db,
    { adminUsername: 'admin', adminPassword: 'Admin-Password-1', adminEmail: 'admin@example.com' },
    portal.app.now(),
  );
  assert.ok(seeded.seeded);
  adminSession = await login(portal.app, 'admin', 'Admin-Password-1');
});
after(() => portal?.close());

const assertNulRefused = (answer: Awaited<ReturnType<typeof call>>, field: string) => {
  assert.equal(answer.status, 400, answer.raw);
  assert.equal(answer.body.code, 400);
  assert.match(answer.body.message, /NUL character/);
  const fields = (answer.body.data as { fields: Record<string, string> }).fields;
  assert.match(fields[field]!, /NUL character/, answer.raw);
};

describe('a NUL character anywhere in the input answers 400 and changes nothing', () => {
  test('login and register bodies', async () => {
    assertNulRefused(
      await call(portal.app, 'POST', '/api/login/account', {
        body: { type: 'account', username: 'a\u0000b', password: 'Whatever-123' },
      }),
      'username',
    );
    const account = newAccount('nul');
    assertNulRefused(
      await call(portal.app, 'POST', '/api/register', { body: { ...account, password: 'Pass\u0000word-1' } }),
      'password',
    );
    const [row] = await portal.app.db.select({ n: count() }).from(users);
    assert.equal(row?.n, 1, 'no account was created');
  });

  test('PUT /api/user/evpi, nested and object keys', async () => {
    const user = await signedInUser(portal.app, 'nulevpi');
    const evpi = {
      legalName: 'Ada\u0000 Lovelace',
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
    assertNulRefused(
      await call(portal.app, 'PUT', '/api/user/evpi', { body: evpi, session: user.session }),
      'legalName',
    );
    const saved = await call(portal.app, 'GET', '/api/user/evpi', { session: user.session });
    assert.equal(saved.body.data, null, 'nothing was saved');
    assertNulRefused(
      await call(portal.app, 'PUT', '/api/user/evpi', {
        body: { ...evpi, legalName: 'Ada', 'extra\u0000': 1 },
        session: user.session,
      }),
      'extra\u0000',
    );
  });

  test('query strings', async () => {
    const answer = await portal.app.inject({
      method: 'GET',
      url: '/api/users?keyword=a%00',
      headers: { cookie: `portal_session=${adminSession}` },
    });
    assert.equal(answer.statusCode, 400, answer.body);
    assert.match(answer.json().data.fields.keyword, /NUL character/);
  });
});

describe('page numbers', () => {
  const paths = ['/api/notices', '/api/users'];
  test(`${paths.join(' and ')} with ?current=1000000000000000000 answer 400`, async () => {
    for (const path of paths) {
      const answer = await call(portal.app, 'GET', path, {
        query: { current: '1000000000000000000' },
        session: adminSession,
      });
      assert.equal(answer.status, 400, answer.raw);
      assert.match((answer.body.data as { fields: Record<string, string> }).fields.current!, /at most/);
      const largest = await call(portal.app, 'GET', path, {
        query: { current: '1000000' },
        session: adminSession,
      });
      assert.equal(largest.status, 200, largest.raw);
    }
  });
});

describe('database errors', () => {
  const context = { locale: 'en-US' as const, method: 'POST', url: '/api/x', bodyLimit: 1024 };
  const drizzleError = () => {
    const cause = Object.assign(new Error('invalid byte sequence'), {
      code: '22021',
      detail: 'Key (email)=(secret@example.com)',
      parameters: ['$argon2id$v=19$secret'],
    });
    return Object.assign(
      new Error(
        'Failed query: insert into "users" values ($1, $2)\nparams: $argon2id$v=19$secret,+8613800000000',
      ),
      { name: 'DrizzleQueryError', params: ['$argon2id$v=19$secret', '+8613800000000'], cause },
    );
  };

  test('bad text, numbers out of range and bad syntax answer 400, not 500', () => {
    for (const code of ['22P05', '22021', '22003', '22P02']) {
      const failure = toFailure({ code, message: 'x' }, context);
      assert.equal(failure.status, 400, code);
      assert.equal(failure.unexpected, false);
    }
    const wrapped = toFailure(drizzleError(), context);
    assert.equal(wrapped.status, 400);
    assert.equal(toFailure({ code: '42P01' }, context).status, 500);
  });

  test('a logged error carries no query parameters', () => {
    const logged = loggableError(drizzleError());
    const text = JSON.stringify(logged);
    assert.doesNotMatch(text, /argon2|8613800000000|secret@example\.com/, text);
    assert.equal(logged.message, 'Failed query: insert into "users" values ($1, $2)');
    assert.match(String(logged.stack), /^DrizzleQueryError: Failed query: .*\n\s+at /);
    assert.equal((logged.cause as { code: string }).code, '22021');
  });
});

describe('same-origin rule with a secure cookie behind a TLS proxy (TRUST_PROXY unset)', () => {
  const attempt = (app: TestPortal['app'], origin: string) =>
    call(app, 'POST', '/api/login/account', {
      body: { type: 'account', username: 'nobody', password: 'Whatever-123' },
      headers: { origin, host: 'portal.example' },
    });

  test('https:// and http:// of the own host are accepted; other sites are not', async () => {
    const secure = await startPortal({ secureCookie: true });
    try {
      assert.equal((await attempt(secure.app, 'https://portal.example')).status, 400, 'reaches the check');
      assert.equal((await attempt(secure.app, 'http://portal.example')).status, 400);
      assert.equal((await attempt(secure.app, 'https://evil.example')).status, 403);
      assert.equal((await attempt(secure.app, 'https://portal.example:8443')).status, 403);
    } finally {
      await secure.close();
    }
    assert.equal((await attempt(portal.app, 'https://portal.example')).status, 403, 'only with secureCookie');
  });
});

describe('first-start seed', () => {
  test('two servers seeding one empty database together create one administrator', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const options = {
        adminUsername: 'admin',
        adminPassword: 'Admin-Password-1',
        adminEmail: 'a@example.com',
      };
      const now = new Date();
      const results = await Promise.all([seedIfEmpty(db, options, now), seedIfEmpty(db, options, now)]);
      assert.equal(results.filter((result) => result.seeded).length, 1, JSON.stringify(results));
      const [row] = await db.select({ n: count() }).from(users);
      assert.equal(row?.n, 1);
    } finally {
      await close();
    }
  });
});
