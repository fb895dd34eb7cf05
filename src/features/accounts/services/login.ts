import { request, type RequestOptions } from '@/utils/request';

/**
 * The login page passes `{ skipErrorHandler: true }`: it shows the failure in the form itself
 * (spec section 8's template messages), so the request module must not toast it a second time.
 */
export const login = (body: API.LoginParams, options?: RequestOptions) =>
  request<API.LoginResult>('/api/login/account', { method: 'POST', data: body, ...options });

export const outLogin = () =>
  request<Record<string, never>>('/api/login/outLogin', { method: 'POST', data: {} });

/** Sends a six-digit code to the phone; the code never comes back in the answer. */
export const getCaptcha = (phone: string) =>
  request<API.CaptchaResult>('/api/login/captcha', { method: 'GET', params: { phone } });

export const register = (body: API.RegisterParams) =>
  request<{ uid: number; username: string }>('/api/register', { method: 'POST', data: body });
