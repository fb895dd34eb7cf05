/** Business rules called directly on a database, without HTTP. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { sessions, users } from '../../../server/db/schema';
import { consumeCaptcha, issueCaptcha } from '../../../server/features/accounts/captchas';
import { ageOn } from '../../../common/age';
import { passwordStrength } from '../../../server/features/accounts/password';
import {
  createSession,
  purgeExpiredSessions,
  resolveSession,
} from '../../../server/features/accounts/sessions';
import { registerUser, updateUser } from '../../../server/features/accounts/users';
import { toFailure } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { translate } from '../../../server/i18n/translate';
import { negotiateLocale } from '../../../common/locales';
import { isAcceptablePassword } from '../../../common/passwordStrength';
import { newAccount, settingsBody } from '../support/factories';
import { openTestDatabase } from '../support/helpers';

let db: Database;
let close: () => Promise<void>;
before(async () => {
  ({ db, close } = await openTestDatabase());
});
after(() => close?.());

const at = (iso: string) => new Date(iso);

describe('password strength (shared with the SPA)', () => {
  test('weak, medium and strong by the documented rule', () => {
    const cases: Array<[string, string]> = [
      ['', 'weak'],
      ['Ab1!', 'weak'],
      ['abcdefghijklmnop', 'weak'],
      ['12345678', 'weak'],
      ['abcdefg1', 'medium'],
      ['abcdefghijk1', 'medium'],
      ['Abcdefghijk1', 'strong'],
      ['correct horse 9', 'strong'],
      ['密码密码密码密码1', 'medium'],
    ];
    for (const [password, strength] of cases) assert.equal(passwordStrength(password), strength, password);
    assert.equal(isAcceptablePassword('abcdefg1'), true);
    assert.equal(isAcceptablePassword('Aa1!'.repeat(40)), false, 'over 128 characters');
  });
});

describe('age and guardians', () => {
  test('whole years on a given day, birthdays counted on the day', () => {
    assert.equal(ageOn('2008-06-15', at('2026-06-14T12:00:00Z')), 17);
    assert.equal(ageOn('2008-06-15', at('2026-06-15T00:00:00Z')), 18);
    assert.equal(ageOn('2008-02-29', at('2026-02-28T00:00:00Z')), 17);
    assert.equal(ageOn('2001-02-30', at('2026-01-01T00:00:00Z')), null, 'not a calendar day');
  });
});

describe('captchas', () => {
  test('expire, cap attempts, and are used once', async () => {
    const t0 = at('2026-01-01T00:00:00Z');
    const { code } = await issueCaptcha(db, '+100000001', t0);
    assert.equal(await consumeCaptcha(db, '+100000001', code, at('2026-01-01T00:05:01Z')), false, 'expired');

    const t1 = at('2026-01-01T00:10:00Z');
    const fresh = await issueCaptcha(db, '+100000001', t1);
    assert.equal(await consumeCaptcha(db, '+100000001', fresh.code, t1), true);
    assert.equal(await consumeCaptcha(db, '+100000001', fresh.code, t1), false, 'spent');

    await assert.rejects(
      Promise.all([issueCaptcha(db, '+100000002', t1), issueCaptcha(db, '+100000002', t1)]),
      (error: unknown) => error instanceof AppError && error.status === 429,
      'two requests at once send one code',
    );
  });
});

describe('sessions', () => {
  test('expired sessions resolve to nobody and are purged', async () => {
    const { uid } = await registerUser(db, newAccount('sess'), at('2026-01-01T00:00:00Z'));
    const short = await createSession(db, { uid, persistent: false, now: at('2026-01-01T00:00:00Z') });
    assert.ok(await resolveSession(db, short.token, at('2026-01-01T23:00:00Z')));
    assert.ok(await resolveSession(db, short.token, at('2026-01-02T22:00:00Z')), 'slid by a day when used');
    assert.equal(await resolveSession(db, short.token, at('2026-01-04T00:00:00Z')), null);

    const long = await createSession(db, { uid, persistent: true, now: at('2026-01-01T00:00:00Z') });
    await purgeExpiredSessions(db, at('2026-03-01T00:00:00Z'));
    assert.equal((await db.select().from(sessions).where(eq(sessions.uid, uid))).length, 0);
    assert.equal(await resolveSession(db, long.token, at('2026-01-02T00:00:00Z')), null);
  });
});

describe('accounts', () => {
  test('two registrations racing for one username: exactly one wins, the other is a 409', async () => {
    const a = newAccount('race');
    const b = { ...newAccount('race'), username: a.username.toUpperCase() };
    const results = await Promise.allSettled([
      registerUser(db, a, new Date()),
      registerUser(db, b, new Date()),
    ]);
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    assert.ok(failure.reason instanceof AppError && failure.reason.status === 409, String(failure.reason));
  });

  test('a refused update changes nothing', async () => {
    const { uid } = await registerUser(db, newAccount('tx'), new Date());
    const [before] = await db.select().from(users).where(eq(users.uid, uid));
    await assert.rejects(
      updateUser(db, { uid, access: 'user' }, uid, { ...settingsBody(uid), access: 'admin' }, new Date()),
      (error: unknown) => error instanceof AppError && error.status === 403,
    );
    const [afterRow] = await db.select().from(users).where(eq(users.uid, uid));
    assert.deepEqual(afterRow, before);
  });
});

describe('messages', () => {
  test('Accept-Language picks the closest supported locale', () => {
    assert.equal(negotiateLocale(undefined), 'en-US');
    assert.equal(negotiateLocale('zh-CN'), 'zh-CN');
    assert.equal(negotiateLocale('zh-HK,zh;q=0.9'), 'zh-TW');
    assert.equal(negotiateLocale('fr-FR,pt;q=0.8,en;q=0.5'), 'pt-BR');
    assert.equal(negotiateLocale('de-DE'), 'en-US');
    assert.equal(negotiateLocale('en;q=0.1,id-ID;q=0.9'), 'id-ID');
  });

  test('every locale translates every sentence the server can say (no English fallbacks)', () => {
    for (const locale of ['zh-CN', 'zh-TW', 'pt-BR', 'id-ID'] as const) {
      for (const key of ['wrongPassword', 'tooManyRequests', 'guardianRequired', 'field.email'] as const) {
        assert.notEqual(
          translate(locale, key, { seconds: 5 }),
          translate('en-US', key, { seconds: 5 }),
          `${locale} ${key}`,
        );
      }
    }
  });

  test('an unexpected error is a 500 with a plain sentence and no details', () => {
    const failure = toFailure(new TypeError('secret stack detail'), {
      locale: 'en-US',
      method: 'GET',
      url: '/',
      bodyLimit: 1,
    });
    assert.equal(failure.status, 500);
    assert.equal(failure.unexpected, true);
    assert.doesNotMatch(failure.body.message, /secret/);
  });
});
