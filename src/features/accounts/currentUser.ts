import type * as API from '@common/contract';
import { queryCurrentUser } from '@/features/accounts/services/login';
import { isUnauthorized, redirectToLogin } from '@/utils/request';

/**
 * The signed-in user, or undefined when nobody is (code 4002) or the call fails. A 401 (code, status
 * or HTTP) sends the visitor to login, as it does on every call (spec section 8).
 */
export async function fetchUserInfo(): Promise<API.CurrentUser | undefined> {
  try {
    const { data } = await queryCurrentUser({ skipErrorHandler: true });
    return data ?? undefined;
  } catch (error) {
    if (isUnauthorized(error)) redirectToLogin();
    return undefined;
  }
}

let early: Promise<API.CurrentUser | undefined> | undefined;

/**
 * Sends the start-up call at once, beside the language's messages rather than after them: a visitor
 * then waits for one round trip before the page shows, not two.
 */
export function fetchUserInfoEarly() {
  early = fetchUserInfo();
}

/** The start-up call's answer: the one sent early, once, or else a new call. */
export function initialUserInfo(): Promise<API.CurrentUser | undefined> {
  const answer = early ?? fetchUserInfo();
  early = undefined;
  return answer;
}
