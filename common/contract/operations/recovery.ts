import type { Operation } from '../operation';

export const forgotPassword = {
  method: 'POST',
  path: '/api/password/forgot',
  access: 'public',
  body: 'ForgotPasswordParams',
  answer: 'EmptyObject',
} as const satisfies Operation;

export const resetPassword = {
  method: 'POST',
  path: '/api/password/reset',
  access: 'public',
  body: 'ResetPasswordParams',
  answer: 'EmptyObject',
} as const satisfies Operation;

export const verifyEmail = {
  method: 'POST',
  path: '/api/email/verify',
  access: 'public',
  body: 'VerifyEmailParams',
  answer: 'EmptyObject',
} as const satisfies Operation;

export const revertEmail = {
  method: 'POST',
  path: '/api/email/revert',
  access: 'public',
  body: 'RevertEmailParams',
  answer: 'EmptyObject',
} as const satisfies Operation;

export const resendVerification = {
  method: 'POST',
  path: '/api/email/verify/resend',
  access: 'user',
  body: 'EmptyObject',
  answer: 'EmptyObject',
} as const satisfies Operation;
