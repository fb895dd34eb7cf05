import { request, type RequestOptions } from '@/utils/request';

/** A new secret for the authenticator app; not active until `enableTwoFactor` confirms it. */
export const setupTwoFactor = () =>
  request<API.TwoFactorSetup>('/api/user/2fa/setup', { method: 'POST', data: {} });

/**
 * Turns two-factor sign-in on, with the password and a code; answers the ten recovery codes, which
 * are never shown again.
 */
export const enableTwoFactor = (body: API.TwoFactorEnable, options?: RequestOptions) =>
  request<API.TwoFactorEnabled>('/api/user/2fa/enable', { method: 'POST', data: body, ...options });

export const disableTwoFactor = (body: API.TwoFactorDisable, options?: RequestOptions) =>
  request<Record<string, never>>('/api/user/2fa/disable', { method: 'POST', data: body, ...options });
