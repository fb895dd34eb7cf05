/**
 * Whose events the stream carries: the signed-in user's, or nobody's. The server reads it from the
 * session cookie when the stream opens, so a sign-in or a sign-out needs the stream opened again.
 * Kept apart from the stream so that the layouts can report it without loading the stream.
 */
let current: string | undefined;
const listeners = new Set<() => void>();

/** The audience reported last; undefined until the layout has reported one. */
export const audience = () => current;

/**
 * Reports the audience (`''` when nobody is signed in). The first report only records it: a stream
 * opened before it was opened with the same cookie.
 */
export function setAudience(next: string) {
  if (next === current) return;
  const changed = current !== undefined;
  current = next;
  if (changed) listeners.forEach((listener) => listener());
}

export function onAudienceChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
