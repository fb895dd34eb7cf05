/**
 * Sign-in, sign-up and sign-out for `umi dev`, answering like server/features/accounts/auth-routes.ts. The mock
 * accounts are in mock/support/envelope.ts (admin / admin-pass-2026, user / user-pass-2026); the
 * SMS code of the mock is always 123456, valid for five minutes after it was asked for.
 */
import * as accountsOperations from '../common/contract/operations/accounts';
import { routeKey } from '../common/contract/operation-table';
import type { Request, Response } from 'express';
import { CaptchaQuery, EmptyObject, LoginParams, RegisterParams } from '../common/contract';
import { isAcceptablePassword, passwordStrength } from '../common/passwordStrength';
import { AppError, fieldError } from '../server/http/errors';
import { newUserDefaults, ok, session, users, type MockUser } from './support/envelope';
import { fieldRefusal, refuse, valid } from './support/validate';

const MOCK_CODE = '123456';
const CODE_LIFETIME_SECONDS = 300;

/** Phones a code was asked for, with the moment it stops being valid. */
const codes = new Map<string, number>();

/** Username (any case) or email, as the server accepts either. */
const findByLogin = (login: string) => {
  const name = login.trim().toLowerCase();
  return users.find((u) =>
    name.includes('@') ? u.email.toLowerCase() === name : u.username.toLowerCase() === name,
  );
};

const consumeCode = (phone: string, code: string) => {
  const expires = codes.get(phone);
  if (!expires || expires < Date.now() || code !== MOCK_CODE) return false;
  codes.delete(phone);
  return true;
};

export default {
  [routeKey(accountsOperations.login)]: (req: Request, res: Response) => {
    const input = valid(LoginParams, req, res);
    if (!input) return;
    // Which fields the chosen form needs is the route's check (server/features/accounts/auth-routes.ts),
    // in its words.
    const { type, username, password, mobile, captcha, totp } = input;
    let user: MockUser | undefined;
    if (type === 'account') {
      if (!username) return refuse(req, res, fieldError('username', 'field.required'));
      if (!password) return refuse(req, res, fieldError('password', 'field.required'));
      user = findByLogin(username);
      if (!user || user.password !== password) return refuse(req, res, new AppError(400, 'wrongPassword'));
    } else {
      if (!mobile) return refuse(req, res, fieldError('mobile', 'field.required'));
      if (!captcha) return refuse(req, res, fieldError('captcha', 'field.required'));
      user = consumeCode(mobile, captcha) ? users.find((u) => u.phone === mobile) : undefined;
      if (!user) return refuse(req, res, new AppError(400, 'wrongCaptcha'));
    }
    // Two-factor accounts (turned on in security settings) take a second call with any code.
    if (user.security.mfaEnabled && !totp) return ok(res, { status: 'totp-required' });
    session.uid = user.uid;
    return ok(res, { status: 'ok', type, currentAuthority: user.access });
  },

  [routeKey(accountsOperations.captcha)]: (req: Request, res: Response) => {
    const query = valid(CaptchaQuery, req, res, 'querystring');
    if (!query) return;
    // Like the server, a phone without an account gets the same answer, so nobody learns who is registered.
    codes.set(query.phone, Date.now() + CODE_LIFETIME_SECONDS * 1000);
    return ok(res, { expiresIn: CODE_LIFETIME_SECONDS });
  },

  [routeKey(accountsOperations.logout)]: (req: Request, res: Response) => {
    if (valid(EmptyObject, req, res) === undefined) return;
    session.uid = null;
    return ok(res, {});
  },

  [routeKey(accountsOperations.register)]: (req: Request, res: Response) => {
    const input = valid(RegisterParams, req, res);
    if (!input) return;
    const { username, password } = input;
    const email = input.email.trim().toLowerCase();
    const phone = input.phone ?? '';
    if (!isAcceptablePassword(password))
      return refuse(req, res, fieldRefusal(400, 'weakPassword', 'password'));
    if (users.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
      return refuse(req, res, fieldRefusal(409, 'usernameTaken', 'username'));
    }
    if (users.some((u) => u.email.toLowerCase() === email)) {
      return refuse(req, res, fieldRefusal(409, 'emailTaken', 'email'));
    }
    if (phone && users.some((u) => u.phone === phone)) {
      return refuse(req, res, fieldRefusal(409, 'phoneTaken', 'phone'));
    }
    const uid = Math.max(0, ...users.map((u) => u.uid)) + 1;
    users.push({
      ...newUserDefaults,
      uid,
      username,
      password,
      nickname: username,
      email,
      phone: phone || null,
      access: 'user',
      passwordStrength: passwordStrength(password),
      createdAt: new Date().toISOString(),
    });
    return ok(res, { uid, username });
  },
};
