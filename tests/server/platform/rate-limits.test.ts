/** Login, register and SMS codes are limited per address and per account or phone (429). */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, startPortal, type TestPortal } from '../support/helpers';
import { newAccount, registerAccount } from '../support/factories';
import { defaultRateLimits } from '../../../server/plugins/rate-limit';
import { readConfig } from '../../../server/runtime/config';

let portal: TestPortal;
const minute = 60_000;

before(async () => {
  portal = await startPortal({
    rateLimits: {
      loginPerIp: { max: 3, timeWindowMs: minute },
      loginFailuresPerAccount: { max: 2, timeWindowMs: minute },
      loginFailuresPerAccountTotal: { max: 5, timeWindowMs: minute },
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
  const loginFrom = (username: string, password: string, remoteAddress: string) =>
    call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username, password },
      remoteAddress,
    });

  test("failed logins are counted per account and address: others' failures do not lock the owner out", async () => {
    const account = await registerAccount(portal.app, newAccount('acct'), '10.9.0.2');
    assert.equal((await loginFrom(account.username, account.password, '10.1.0.1')).status, 200);
    // An attacker uses up their own budget for this account...
    assert.equal((await loginFrom(account.username, 'Wrong-password-1', '10.1.0.2')).status, 400);
    assert.equal((await loginFrom(account.username, 'Wrong-password-2', '10.1.0.2')).status, 400);
    assert429(
      await loginFrom(account.username, account.password, '10.1.0.2'),
      'third try from that address after two failures, even with the right password',
    );
    // ...and the owner, from their own address, still gets in; successes are not counted.
    assert.equal((await loginFrom(account.username, account.password, '10.1.0.3')).status, 200);
    assert.equal((await loginFrom(account.username, account.password, '10.1.0.3')).status, 200);
    const otherAccount = await registerAccount(portal.app, newAccount('acct'), '10.9.0.3');
    assert.equal((await loginFrom(otherAccount.username, otherAccount.password, '10.1.0.4')).status, 200);
  });

  test('failures spread over many addresses hit the per-account cap', async () => {
    const account = await registerAccount(portal.app, newAccount('cap'), '10.9.0.4');
    for (let n = 1; n <= 5; n += 1) {
      assert.equal((await loginFrom(account.username, `Wrong-password-${n}`, `10.1.1.${n}`)).status, 400);
    }
    assert429(
      await loginFrom(account.username, account.password, '10.1.1.6'),
      'sixth address after five failures',
    );
  });

  test('username and email share one budget', async () => {
    const account = await registerAccount(portal.app, newAccount('both'), '10.9.0.5');
    const from = '10.1.2.1';
    assert.equal((await loginFrom(account.username.toUpperCase(), 'Wrong-password-1', from)).status, 400);
    assert.equal((await loginFrom(` ${account.email.toUpperCase()}`, 'Wrong-password-2', from)).status, 400);
    assert429(
      await loginFrom(account.email, account.password, from),
      'the email after two failures by username',
    );
  });

  test('unknown usernames are counted per login string and address', async () => {
    assert.equal((await loginFrom('nobody-here', 'Wrong-password-1', '10.1.3.1')).status, 400);
    assert.equal((await loginFrom('NOBODY-here', 'Wrong-password-2', '10.1.3.1')).status, 400);
    assert429(
      await loginFrom('nobody-here', 'Wrong-password-3', '10.1.3.1'),
      'third try for one unknown name',
    );
    assert.equal((await loginFrom('nobody-here', 'Wrong-password-3', '10.1.3.2')).status, 400);
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

test('LOGIN_LIMIT_PER_IP raises or lowers the sign-ins one address may try, in the same window', () => {
  assert.equal(readConfig({}).rateLimits, undefined, 'unset: the default');
  assert.deepEqual(readConfig({ LOGIN_LIMIT_PER_IP: '400' }).rateLimits, {
    loginPerIp: { max: 400, timeWindowMs: defaultRateLimits.loginPerIp.timeWindowMs },
  });
  for (const wrong of ['many', '0', '-5', '2.5'])
    assert.throws(() => readConfig({ LOGIN_LIMIT_PER_IP: wrong }), /LOGIN_LIMIT_PER_IP must be/, wrong);
});
