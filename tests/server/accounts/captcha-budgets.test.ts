/**
 * SMS login codes are budgeted per asker as well as per phone (issue 27, section 6, finding 11): a
 * stranger asking for someone's code must not hold its owner off. The asker is the account's known
 * device (the `portal_device` cookie a sign-in to that account left) or else a stranger, known by
 * address. Strangers share the phone's budget (5 an hour), each address has 3 of it; the owner's
 * device has 5 of its own, and is not held to the once-a-minute rule by a stranger's code.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { rateCounters } from '../../../server/db/schema';
import { defaultRateLimits } from '../../../server/plugins/rate-limit';
import { type Answer, call, noRateLimits, startPortal, type TestPortal } from '../support/helpers';
import { newAccount, registerAccount } from '../support/factories';

const { captchaPerPhone, captchaPerPhoneAndIp, captchaPerDevice } = defaultRateLimits;
const MINUTE = 61_000;

let portal: TestPortal;
before(async () => {
  portal = await startPortal({
    rateLimits: { ...noRateLimits, captchaPerPhone, captchaPerPhoneAndIp, captchaPerDevice },
  });
});
after(() => portal?.close());

const DEVICE = 'portal_device';

const ask = (phone: string, from: string, device?: string) =>
  call<{ expiresIn: number }>(portal.app, 'GET', '/api/login/captcha', {
    query: { phone },
    remoteAddress: from,
    headers: device ? { cookie: `${DEVICE}=${device}` } : {},
  });

const codesTo = (phone: string) => portal.sms.filter((message) => message.phone === phone);

const signInByCode = (phone: string, captcha: string, from: string, device?: string) =>
  call(portal.app, 'POST', '/api/login/account', {
    body: { type: 'mobile', mobile: phone, captcha },
    remoteAddress: from,
    headers: device ? { cookie: `${DEVICE}=${device}` } : {},
  });

/** An account with a phone, signed in once from its owner's browser: that browser's device cookie. */
async function owner(prefix: string) {
  const account = await registerAccount(portal.app, newAccount(prefix), '10.50.0.1');
  const answer = await call(portal.app, 'POST', '/api/login/account', {
    body: { type: 'account', username: account.username, password: account.password },
    remoteAddress: '10.50.0.2',
  });
  assert.equal(answer.status, 200, answer.raw);
  const device = [answer.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith(`${DEVICE}=`))!
    .split(';')[0]!
    .slice(DEVICE.length + 1);
  return { ...account, device };
}

const assertRefused = (answer: Answer, what: string) => {
  assert.equal(answer.status, 429, `${what}: ${answer.raw}`);
  assert.match(answer.body.message, /\d+ seconds/, what);
};

const counter = async (name: string, key: string) =>
  (
    await portal.app.db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(and(eq(rateCounters.name, name), eq(rateCounters.key, key)))
  )[0]?.count ?? 0;

describe("a stranger's ask does not hold the owner off", () => {
  test("the owner's device gets a code at once after a stranger's, and signs in with it", async () => {
    const account = await owner('sms');
    assert.equal((await ask(account.phone, '10.51.0.1')).status, 200);
    assertRefused(await ask(account.phone, '10.51.0.2'), 'another stranger within the minute');

    const mine = await ask(account.phone, '10.50.0.2', account.device);
    assert.equal(mine.status, 200, mine.raw);
    const code = codesTo(account.phone).at(-1)!.code;
    assert.equal((await signInByCode(account.phone, code, '10.50.0.2', account.device)).status, 200);
  });

  test("strangers who use up the phone's budget from many addresses do not lock out the owner's device", async () => {
    const account = await owner('sms');
    for (let n = 1; n <= captchaPerPhone.max; n += 1) {
      assert.equal((await ask(account.phone, `10.52.0.${n}`)).status, 200, `stranger ${n}`);
      portal.advance(MINUTE);
    }
    assertRefused(await ask(account.phone, '10.52.0.99'), "past the phone's budget for strangers");

    const mine = await ask(account.phone, '10.50.0.2', account.device);
    assert.equal(mine.status, 200, mine.raw);
    const code = codesTo(account.phone).at(-1)!.code;
    assert.equal((await signInByCode(account.phone, code, '10.50.0.2', account.device)).status, 200);
  });

  test("a code the owner's device asked for is not replaced by a stranger within the minute", async () => {
    const account = await owner('sms');
    assert.equal((await ask(account.phone, '10.50.0.2', account.device)).status, 200);
    assertRefused(await ask(account.phone, '10.53.0.1'), 'a stranger right after the owner');
    const code = codesTo(account.phone).at(-1)!.code;
    assert.equal((await signInByCode(account.phone, code, '10.50.0.2', account.device)).status, 200);
  });
});

describe('budgets per asker', () => {
  test("one address cannot use up the phone's budget alone", async () => {
    const account = await owner('sms');
    for (let n = 1; n <= captchaPerPhoneAndIp.max; n += 1) {
      assert.equal((await ask(account.phone, '10.54.0.1')).status, 200, `ask ${n}`);
      portal.advance(MINUTE);
    }
    assertRefused(await ask(account.phone, '10.54.0.1'), "past the address's part of the phone's budget");
    assert.equal((await ask(account.phone, '10.54.0.2')).status, 200, 'another address still asks');
  });

  test("the owner's device has a budget of its own and keeps the once-a-minute rule for its own codes", async () => {
    const account = await owner('sms');
    assert.equal((await ask(account.phone, '10.50.0.2', account.device)).status, 200);
    const tooSoon = await ask(account.phone, '10.50.0.2', account.device);
    assert.equal(tooSoon.status, 429);
    assert.match(tooSoon.body.message, /A code was sent a moment ago/);
    for (let n = 2; n <= captchaPerDevice.max; n += 1) {
      portal.advance(MINUTE);
      assert.equal((await ask(account.phone, '10.50.0.2', account.device)).status, 200, `ask ${n}`);
    }
    portal.advance(MINUTE);
    assertRefused(await ask(account.phone, '10.50.0.2', account.device), "past the device's budget");
  });

  test('a device cookie of another account makes its holder a stranger to this phone', async () => {
    const account = await owner('sms');
    const other = await owner('sms');
    for (let n = 1; n <= captchaPerPhoneAndIp.max; n += 1) {
      assert.equal((await ask(account.phone, '10.55.0.1', other.device)).status, 200, `ask ${n}`);
      portal.advance(MINUTE);
    }
    assertRefused(await ask(account.phone, '10.55.0.1', other.device), 'counted as a stranger');
    assert.equal(await counter('captchaPerPhone', account.phone), captchaPerPhoneAndIp.max);
  });

  test('asks at once from 20 addresses send one code and count one', async () => {
    const account = await owner('sms');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => ask(account.phone, `10.56.0.${n + 1}`)),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, ...Array(19).fill(429)]);
    assert.equal(codesTo(account.phone).length, 1);
    assert.equal(
      await counter('captchaPerPhone', account.phone),
      1,
      'a refused ask sends and counts nothing',
    );
  });
});
