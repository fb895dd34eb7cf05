/**
 * Sign-in, sign-up and sign-out for `umi dev`, answering like server/routes/auth.ts. The mock
 * accounts are in mock/support/envelope.ts (admin / admin-pass-2026, user / user-pass-2026); the
 * SMS code of the mock is always 123456, valid for five minutes after it was asked for.
 */
import type { Request, Response } from 'express';
import { isAcceptablePassword, passwordStrength } from '../common/passwordStrength';
import { fail, newUserDefaults, ok, session, users, type MockUser } from './support/envelope';

const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{6,15}$/;
const CAPTCHA = /^[0-9]{6}$/;
const MOCK_CODE = '123456';
const CODE_LIFETIME_SECONDS = 300;

/** Phones a code was asked for, with the moment it stops being valid. */
const codes = new Map<string, number>();

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const body = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

/** A refusal about particular fields: `data.fields` maps each to the sentence, as the server answers. */
const refuse = (res: Response, status: number, message: string, ...fields: string[]) =>
  fail(res, status, message, { fields: Object.fromEntries(fields.map((field) => [field, message])) });

const invalid = (res: Response, problems: Record<string, string>) =>
  fail(
    res,
    400,
    `Some fields are not valid: ${Object.entries(problems)
      .map(([field, problem]) => `${field} ${problem}`)
      .join('; ')}`,
    { fields: problems },
  );

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
  'POST /api/login/account': (req: Request, res: Response) => {
    const { type, username, password, mobile, captcha, totp } = body(req);
    let user: MockUser | undefined;
    if (type === 'account') {
      if (!text(username)) return invalid(res, { username: 'is required' });
      if (!text(password)) return invalid(res, { password: 'is required' });
      user = findByLogin(text(username));
      if (!user || user.password !== password) return fail(res, 400, 'Incorrect username or password');
    } else if (type === 'mobile') {
      if (!PHONE.test(text(mobile)))
        return invalid(res, { mobile: 'must be a phone number of 6 to 15 digits' });
      if (!CAPTCHA.test(text(captcha))) return invalid(res, { captcha: 'must be the six-digit code' });
      user = consumeCode(text(mobile), text(captcha)) ? users.find((u) => u.phone === mobile) : undefined;
      if (!user) return fail(res, 400, 'Verification code error');
    } else {
      return invalid(res, { type: 'is not one of the allowed values' });
    }
    // Two-factor accounts (turned on in security settings) take a second call with any code.
    if (user.security.mfaEnabled && !text(totp)) return ok(res, { status: 'totp-required' });
    session.uid = user.uid;
    return ok(res, { status: 'ok', type, currentAuthority: user.access });
  },

  'GET /api/login/captcha': (req: Request, res: Response) => {
    const phone = text(req.query.phone);
    if (!PHONE.test(phone)) return invalid(res, { phone: 'must be a phone number of 6 to 15 digits' });
    // Like the server, a phone without an account gets the same answer, so nobody learns who is registered.
    codes.set(phone, Date.now() + CODE_LIFETIME_SECONDS * 1000);
    return ok(res, { expiresIn: CODE_LIFETIME_SECONDS });
  },

  'POST /api/login/outLogin': (_req: Request, res: Response) => {
    session.uid = null;
    return ok(res, {});
  },

  'POST /api/register': (req: Request, res: Response) => {
    const input = body(req);
    const username = text(input.username);
    const email = text(input.email).trim().toLowerCase();
    const password = text(input.password);
    const phone = input.phone === undefined ? '' : text(input.phone);
    const problems: Record<string, string> = {};
    if (!USERNAME.test(username))
      problems.username = 'must be 3 to 32 letters, digits, dots, dashes or underscores';
    if (!EMAIL.test(email) || email.length > 254) problems.email = 'must be a valid email address';
    if (!password) problems.password = 'is required';
    if (input.phone !== undefined && !PHONE.test(phone))
      problems.phone = 'must be a phone number of 6 to 15 digits';
    if (Object.keys(problems).length) return invalid(res, problems);
    if (!isAcceptablePassword(password)) {
      return refuse(
        res,
        400,
        'The password is too weak: use at least 8 characters and mix letters with digits or symbols.',
        'password',
      );
    }
    if (users.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
      return refuse(res, 409, 'This username is already taken.', 'username');
    }
    if (users.some((u) => u.email.toLowerCase() === email)) {
      return refuse(res, 409, 'An account with this email address already exists.', 'email');
    }
    if (phone && users.some((u) => u.phone === phone)) {
      return refuse(res, 409, 'This phone number belongs to another account.', 'phone');
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
