/**
 * Access keys the routes name (config/routes.ts). The server enforces the same rules;
 * these only decide what the interface shows.
 */
import type * as API from '@common/contract';

export default function access(initialState: { currentUser?: API.CurrentUser } | undefined) {
  const currentUser = initialState?.currentUser;
  return {
    /** Spec section 6: true only when the current user's access equals admin. */
    canAdmin: currentUser?.access === 'admin',
    /** Account pages need a signed-in user; public pages name no access key. */
    canUser: Boolean(currentUser),
    /** The Scoring tablet (/Referee): an official of some competition, or an admin. */
    canScore: Boolean(currentUser?.officiates) || currentUser?.access === 'admin',
  };
}
