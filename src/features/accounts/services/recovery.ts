import * as accountsOperations from '@common/contract/operations/accounts';
import type * as API from '@common/contract';
import { call } from '@/utils/call';
import { type RequestOptions } from '@/utils/request';

/** Answers the same whether or not an account has the address (the server mails only a real one). */
export const forgotPassword = (body: API.ForgotPasswordParams) =>
  call(accountsOperations.forgotPassword, { body });

export const resetPassword = (body: API.ResetPasswordParams) =>
  call(accountsOperations.resetPassword, { body });

/** The page shows the outcome itself, so it passes `{ skipErrorHandler: true }`. */
export const verifyEmail = (body: API.VerifyEmailParams, options?: RequestOptions) =>
  call(accountsOperations.verifyEmail, { body }, { ...options });

/** Undoes an email change with the link mailed to the former address; ends every session of the account. */
export const revertEmail = (body: API.RevertEmailParams, options?: RequestOptions) =>
  call(accountsOperations.revertEmail, { body }, { ...options });

export const resendVerification = () => call(accountsOperations.resendVerification);
