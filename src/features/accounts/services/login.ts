/** Signing in and out, and who is signed in: what every page's start needs of the accounts area. */
import * as accountsOperations from '@common/contract/operations/accounts';
import type * as API from '@common/contract';
import { call } from '@/utils/call';
import { type RequestOptions } from '@/utils/request';

/**
 * The login page passes `{ skipErrorHandler: true }`: it shows the failure in the form itself
 * (spec section 8's template messages), so the request module must not toast it a second time.
 */
export const login = (body: API.LoginParams, options?: RequestOptions) =>
  call(accountsOperations.login, { body }, { ...options });

export const outLogin = () => call(accountsOperations.logout);

/** The signed-in user; answers code 4002 when nobody is signed in (spec section 7). */
export const queryCurrentUser = (options?: { skipErrorHandler?: boolean }) =>
  call(accountsOperations.currentUser, {}, { ...options });

/** Sends a six-digit code to the phone; the code never comes back in the answer. */
export const getCaptcha = (phone: string) => call(accountsOperations.captcha, { query: { phone } });

export const register = (body: API.RegisterParams) => call(accountsOperations.register, { body });
