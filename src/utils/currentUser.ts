import { queryCurrentUser } from '@/services/user';

/** The signed-in user, or undefined when nobody is (code 4002) or the call fails. */
export async function fetchUserInfo(): Promise<API.CurrentUser | undefined> {
  try {
    const { data } = await queryCurrentUser({ skipErrorHandler: true });
    return data ?? undefined;
  } catch {
    return undefined;
  }
}
