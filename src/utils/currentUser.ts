import { queryCurrentUser } from '@/services/user';
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
