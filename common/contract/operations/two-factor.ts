import type { Operation } from '../operation';

export const resetTwoFactor = {
  method: 'DELETE',
  path: '/api/admin/users/:uid/two-factor',
  access: 'admin',
  params: 'UidParams',
  body: 'NoBody',
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
