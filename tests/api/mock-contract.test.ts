/**
 * The mocks `npm run dev` answers with follow the server's contract: each mock answer of the
 * account calls is checked against the same TypeBox schema the server's route declares, so the
 * two cannot drift apart (architecture: Mocks).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TSchema } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import loginMocks from '../../mock/login';
import { session } from '../../mock/support/envelope';
import userMocks from '../../mock/user';
import {
  CaptchaResult,
  CurrentUser,
  Envelope,
  ErrorEnvelope,
  Evpi,
  LoginResult,
  Notice,
  Page,
  UserListItem,
} from '../../common/contract';

type Handler = (req: unknown, res: unknown) => unknown;
const handlers: Record<string, Handler> = { ...loginMocks, ...userMocks } as Record<string, Handler>;

/** Calls one mock the way umi dev's express server would, and returns its status and body. */
function call(key: string, { params = {}, query = {}, body = {} } = {}) {
  const handler = handlers[key];
  assert.ok(handler, `mock ${key} exists`);
  const answer: { status: number; body?: unknown } = { status: 200 };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(payload: unknown) {
      answer.body = payload;
      return res;
    },
    set: () => res,
    type: () => res,
    send(payload: unknown) {
      answer.body = payload;
      return res;
    },
    end: () => res,
  };
  handler({ params, query, body, headers: {}, get: () => undefined }, res);
  return answer;
}

function assertFits(schema: TSchema, value: unknown, what: string) {
  const errors = [...Value.Errors(schema, value)].slice(0, 3);
  assert.deepEqual(errors, [], `${what} fits the server's schema`);
}

describe('mock answers follow the server schemas', () => {
  test('login, current user, users, notices, evpi and captcha', () => {
    session.uid = null;
    const anonymous = call('GET /api/user/currentUser');
    assert.equal((anonymous.body as { code: number }).code, 4002);

    const login = call('POST /api/login/account', {
      body: { type: 'account', username: 'admin', password: 'admin-pass-2026' },
    });
    assertFits(Envelope(LoginResult), login.body, 'login');

    assertFits(Envelope(CurrentUser), call('GET /api/user/currentUser').body, 'current user');
    assertFits(Envelope(Page(UserListItem)), call('GET /api/users', { query: {} }).body, 'users');
    assertFits(Envelope(CurrentUser), call('GET /api/users/:uid', { params: { uid: '2' } }).body, 'one user');
    assertFits(Envelope(Page(Notice)), call('GET /api/notices', { query: {} }).body, 'notices');
    const evpi = call('GET /api/user/evpi').body as { data: unknown };
    if (evpi.data !== null) assertFits(Envelope(Evpi), evpi, 'evpi');
    assertFits(
      Envelope(CaptchaResult),
      call('GET /api/login/captcha', { query: { phone: '+8613800000001' } }).body,
      'captcha',
    );
  });

  test('refusals are error envelopes', () => {
    const wrong = call('POST /api/login/account', {
      body: { type: 'account', username: 'admin', password: 'nope' },
    });
    assert.equal(wrong.status, 400);
    assertFits(ErrorEnvelope, wrong.body, 'wrong password');

    session.uid = 2;
    const forbidden = call('GET /api/users', { query: {} });
    assert.equal(forbidden.status, 403);
    assertFits(ErrorEnvelope, forbidden.body, 'not an admin');
    session.uid = null;
  });
});
