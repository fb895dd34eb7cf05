import type { Operation } from '../operation';

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

export const currentUser = {
  method: 'GET',
  path: '/api/user/currentUser',
  access: 'public',
  answer: 'CurrentUserOrNone',
} as const satisfies Operation;
