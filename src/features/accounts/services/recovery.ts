import * as recoveryOperations from '@common/contract/operations/recovery';
import type * as API from '@common/contract';
import { call } from '@/utils/call';
import { type RequestOptions } from '@/utils/request';

/** Answers the same whether or not an account has the address (the server mails only a real one). */
export const forgotPassword = (body: API.ForgotPasswordParams) =>
  call(recoveryOperations.forgotPassword, { body });

export const resetPassword = (body: API.ResetPasswordParams) =>
  call(recoveryOperations.resetPassword, { body });

/** The page shows the outcome itself, so it passes `{ skipErrorHandler: true }`. */
export const verifyEmail = (body: API.VerifyEmailParams, options?: RequestOptions) =>
  call(recoveryOperations.verifyEmail, { body }, { ...options });

/** Undoes an email change with the link mailed to the former address; ends every session of the account. */
export const revertEmail = (body: API.RevertEmailParams, options?: RequestOptions) =>
  call(recoveryOperations.revertEmail, { body }, { ...options });

export const resendVerification = () => call(recoveryOperations.resendVerification);
