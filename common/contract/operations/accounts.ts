import type { Operation } from '../operation';

export const resetTwoFactor = {
  method: 'DELETE',
  path: '/api/admin/users/:uid/two-factor',
  access: 'admin',
  params: 'UidParams',
  body: 'NoBody',
  answer: 'EmptyObject',
} as const satisfies Operation;

export const register = {
  method: 'POST',
  path: '/api/register',
  access: 'public',
  body: 'RegisterParams',
  answer: 'Registered',
} as const satisfies Operation;

export const login = {
  method: 'POST',
  path: '/api/login/account',
  access: 'public',
  body: 'LoginParams',
  answer: 'LoginResult',
} as const satisfies Operation;

export const captcha = {
  method: 'GET',
  path: '/api/login/captcha',
  access: 'public',
  query: 'CaptchaQuery',
  answer: 'CaptchaResult',
} as const satisfies Operation;

export const logout = {
  method: 'POST',
  path: '/api/login/outLogin',
  access: 'public',
  body: 'EmptyObject',
  answer: 'EmptyObject',
} as const satisfies Operation;

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

export const setUpTwoFactor = {
  method: 'POST',
  path: '/api/user/2fa/setup',
  access: 'user',
  body: 'EmptyObject',
  answer: 'TwoFactorSetup',
} as const satisfies Operation;

export const enableTwoFactor = {
  method: 'POST',
  path: '/api/user/2fa/enable',
  access: 'user',
  body: 'TwoFactorEnable',
  answer: 'TwoFactorEnabled',
} as const satisfies Operation;

export const disableTwoFactor = {
  method: 'POST',
  path: '/api/user/2fa/disable',
  access: 'user',
  body: 'TwoFactorDisable',
  answer: 'EmptyObject',
} as const satisfies Operation;

export const currentUser = {
  method: 'GET',
  path: '/api/user/currentUser',
  access: 'public',
  answer: 'CurrentUserOrNone',
} as const satisfies Operation;

export const listUsers = {
  method: 'GET',
  path: '/api/users',
  access: 'admin',
  query: 'PageQuery',
  answer: 'UserListItem',
  paged: true,
} as const satisfies Operation;

export const getUser = {
  method: 'GET',
  path: '/api/users/:uid',
  access: 'admin',
  params: 'UidParams',
  answer: 'CurrentUser',
} as const satisfies Operation;

export const updateUser = {
  method: 'PUT',
  path: '/api/user/user/:uid',
  access: 'user',
  params: 'UidParams',
  body: 'UserUpdate',
  answer: 'CurrentUser',
} as const satisfies Operation;

export const changePassword = {
  method: 'PUT',
  path: '/api/user/password',
  access: 'user',
  body: 'PasswordChange',
  answer: 'EmptyObject',
} as const satisfies Operation;

export const myEvpi = {
  method: 'GET',
  path: '/api/user/evpi',
  access: 'user',
  answer: 'EvpiOrNone',
} as const satisfies Operation;

export const saveEvpi = {
  method: 'PUT',
  path: '/api/user/evpi',
  access: 'user',
  body: 'EvpiInput',
  answer: 'Evpi',
} as const satisfies Operation;

export const userEvpi = {
  method: 'GET',
  path: '/api/users/:uid/evpi',
  access: 'admin',
  params: 'UidParams',
  answer: 'EvpiOrNone',
} as const satisfies Operation;
