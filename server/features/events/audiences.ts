/**
 * Who hears which live events: everyone the public ones (content), a signed-in user their own
 * (notices), an admin the admins' (attendance). Read when a stream opens: a user who signs out, or
 * whose session ends, hears only the public events once the stream reconnects.
 */
import type { Audience } from '../../runtime/channel';
import type { SessionUser } from '../accounts/sessions';

export function audiencesOf(user: SessionUser | null): Audience[] {
  if (!user) return ['public'];
  return ['public', { uid: user.uid }, ...(user.access === 'admin' ? (['admins'] as const) : [])];
}
