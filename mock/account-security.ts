/**
 * Account recovery, email verification and two-factor sign-in for `umi dev`: fixed answers, so
 * every page of the account area can be clicked through without a server. Tokens, codes, expiry,
 * reuse and limits are the server's rules (server/features/accounts/account-tokens.ts, two-factor.ts); here
 * any link token and any six-digit code are taken, with the user's password where the server asks it.
 */
import * as recoveryOperations from '../common/contract/operations/recovery';
import * as twoFactorOperations from '../common/contract/operations/two-factor';
import { routeKey } from '../common/contract/operation-table';
import { answer } from './support/operation';
import type { Request, Response } from 'express';
import type { TSchema } from 'typebox';
import {
  EmptyObject,
  ForgotPasswordParams,
  ResetPasswordParams,
  RevertEmailParams,
  TwoFactorDisable,
  TwoFactorEnable,
  VerifyEmailParams,
} from '../common/contract';
import { TOTP_ISSUER } from '../common/contract/two-factor';
import { ok, requireUser, session, users } from './support/envelope';
import { fieldRefusal, refuse, valid } from './support/validate';

/** The secret of the mock's authenticator entry: any app accepts it, though the mock checks no code. */
const SECRET = 'JBSWY3DPEHPK3PXP';

const issuer = encodeURIComponent(TOTP_ISSUER);
const setup = (username: string) => ({
  secret: SECRET,
  otpauthUrl: `otpauth://totp/${issuer}:${encodeURIComponent(username)}?secret=${SECRET}&issuer=${issuer}`,
});

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `mock-${String(i + 1).padStart(2, '0')}-code`);

/** Turning it on or off needs the password, as on the server; a wrong one is a field's 400. */
const setTwoFactor = (
  req: Request,
  res: Response,
  schema: typeof TwoFactorEnable | typeof TwoFactorDisable,
  on: boolean,
  answer: unknown,
) => {
  const user = requireUser(req, res);
  if (!user) return;
  const input = valid(schema, req, res);
  if (!input) return;
  if (input.password !== user.password) {
    refuse(req, res, fieldRefusal(400, 'oldPasswordWrong', 'password'));
    return;
  }
  user.security = { ...user.security, mfaEnabled: on };
  user.twoFactor = on;
  ok(res, answer);
};

/** A public call whose body the contract's schema must accept first; then `then` answers. */
const checked = (schema: TSchema, then: (res: Response) => void) => (req: Request, res: Response) => {
  if (valid(schema, req, res) !== undefined) then(res);
};

export default {
  // One answer whether or not an account has the address, as the server gives.
  [routeKey(recoveryOperations.forgotPassword)]: checked(ForgotPasswordParams, (res) => ok(res, {})),

  [routeKey(recoveryOperations.resetPassword)]: checked(ResetPasswordParams, (res) => {
    // The server ends every session of the account; the mock has one.
    session.uid = null;
    ok(res, {});
  }),

  [routeKey(recoveryOperations.verifyEmail)]: checked(VerifyEmailParams, (res) => {
    const user = users.find((u) => u.uid === session.uid);
    if (user) user.emailVerified = true;
    ok(res, {});
  }),

  ...answer(recoveryOperations.resendVerification, () => ({})),

  // The server puts the former address back and ends every session of the account; the mock has
  // no former address to restore, and one session.
  [routeKey(recoveryOperations.revertEmail)]: checked(RevertEmailParams, (res) => {
    session.uid = null;
    ok(res, {});
  }),

  [routeKey(twoFactorOperations.setUpTwoFactor)]: (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (user && valid(EmptyObject, req, res) !== undefined) ok(res, setup(user.username));
  },

  [routeKey(twoFactorOperations.enableTwoFactor)]: (req: Request, res: Response) =>
    setTwoFactor(req, res, TwoFactorEnable, true, { recoveryCodes }),

  [routeKey(twoFactorOperations.disableTwoFactor)]: (req: Request, res: Response) =>
    setTwoFactor(req, res, TwoFactorDisable, false, {}),
};
