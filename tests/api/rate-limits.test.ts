/** Login, register and SMS codes are limited per address and per account or phone (429). */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, newAccount, registerAccount, startPortal, type TestPortal } from './helpers';

let portal: TestPortal;
const minute = 60_000;

before(async () => {
  portal = await startPortal({
    rateLimits: {
      loginPerIp: { max: 3, timeWindowMs: minute },
      loginFailuresPerAccount: { max: 2, timeWindowMs: minute },
      registerPerIp: { max: 2, timeWindowMs: minute },
      captchaPerIp: { max: 3, timeWindowMs: minute },
      captchaPerPhone: { max: 2, timeWindowMs: 60 * minute },
    },
  });
});
after(() => portal?.close());

const assert429 = (answer: Awaited<ReturnType<typeof call>>, what: string) => {
  assert.equal(answer.status, 429, what);
  assert.equal(answer.body.code, 429, what);
  assert.match(answer.body.message, /Too many attempts\. Please try again in \d+ seconds\./, what);
  assert.ok(answer.headers['retry-after'] !== undefined || /\d+ seconds/.test(answer.body.message));
};

describe('per address', () => {
  test('register', async () => {
    const from = { remoteAddress: '10.0.0.1' };
    assert.equal(
      (await call(portal.app, 'POST', '/api/register', { body: newAccount('ip'), ...from })).status,
      200,
    );
    assert.equal(
      (await call(portal.app, 'POST', '/api/register', { body: newAccount('ip'), ...from })).status,
      200,
    );
    assert429(
      await call(portal.app, 'POST', '/api/register', { body: newAccount('ip'), ...from }),
      'third registration',
    );
    const elsewhere = await call(portal.app, 'POST', '/api/register', {
      body: newAccount('ip'),
      remoteAddress: '10.0.0.2',
    });
    assert.equal(elsewhere.status, 200, 'another address is not affected');
  });

  test('login', async () => {
    const account = await registerAccount(portal.app, newAccount('iplogin'), '10.9.0.1');
    const from = { remoteAddress: '10.0.1.1' };
    for (let i = 0; i < 3; i += 1) {
      const ok = await call(portal.app, 'POST', '/api/login/account', {
        body: { type: 'account', username: account.username, password: account.password },
        ...from,
      });
      assert.equal(ok.status, 200);
    }
    const limited = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: account.username, password: account.password },
      ...from,
    });
    assert429(limited, 'fourth login from one address');
    assert.equal(limited.session, undefined);
  });

  test('captcha', async () => {
    const from = { remoteAddress: '10.0.2.1' };
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(portal.app, 'GET', '/api/login/captcha', {
        query: { phone: `+8613700000${i}00` },
        ...from,
      });
      assert.equal(answer.status, 200);
    }
    assert429(
      await call(portal.app, 'GET', '/api/login/captcha', { query: { phone: '+8613700000900' }, ...from }),
      'fourth code',
    );
  });
});

describe('per account or phone', () => {
  test('failed logins against one account are limited across addresses; successes are not counted', async () => {
    const account = await registerAccount(portal.app, newAccount('acct'), '10.9.0.2');
    const attempt = (password: string, n: number) =>
      call(portal.app, 'POST', '/api/login/account', {
        body: { type: 'account', username: account.username, password },
        remoteAddress: `10.1.0.${n}`,
      });
    assert.equal((await attempt(account.password, 1)).status, 200);
    assert.equal((await attempt('Wrong-password-1', 2)).status, 400);
    assert.equal((await attempt('Wrong-password-2', 3)).status, 400);
    const locked = await attempt(account.password, 4);
    assert429(locked, 'third try after two failures, even with the right password');
    const otherAccount = await registerAccount(portal.app, newAccount('acct'), '10.9.0.3');
    const unaffected = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: otherAccount.username, password: otherAccount.password },
      remoteAddress: '10.1.0.5',
    });
    assert.equal(unaffected.status, 200);
  });

  test('codes for one phone are limited across addresses', async () => {
    const phone = '+8613600000001';
    assert.equal(
      (await call(portal.app, 'GET', '/api/login/captcha', { query: { phone }, remoteAddress: '10.2.0.1' }))
        .status,
      200,
    );
    portal.advance(61_000);
    assert.equal(
      (await call(portal.app, 'GET', '/api/login/captcha', { query: { phone }, remoteAddress: '10.2.0.2' }))
        .status,
      200,
    );
    portal.advance(61_000);
    assert429(
      await call(portal.app, 'GET', '/api/login/captcha', { query: { phone }, remoteAddress: '10.2.0.3' }),
      'third code',
    );
  });
});
