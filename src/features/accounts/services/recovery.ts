import { request, type RequestOptions } from '@/utils/request';

type Empty = Record<string, never>;

/** Answers the same whether or not an account has the address (the server mails only a real one). */
export const forgotPassword = (body: API.ForgotPasswordParams) =>
  request<Empty>('/api/password/forgot', { method: 'POST', data: body });

export const resetPassword = (body: API.ResetPasswordParams) =>
  request<Empty>('/api/password/reset', { method: 'POST', data: body });

/** The page shows the outcome itself, so it passes `{ skipErrorHandler: true }`. */
export const verifyEmail = (body: API.VerifyEmailParams, options?: RequestOptions) =>
  request<Empty>('/api/email/verify', { method: 'POST', data: body, ...options });

/** Undoes an email change with the link mailed to the former address; ends every session of the account. */
export const revertEmail = (body: API.RevertEmailParams, options?: RequestOptions) =>
  request<Empty>('/api/email/revert', { method: 'POST', data: body, ...options });

export const resendVerification = () =>
  request<Empty>('/api/email/verify/resend', { method: 'POST', data: {} });
