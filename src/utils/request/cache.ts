/**
 * The request cache (spec section 9, as umi-request's `useCache`): a GET's successful answer, kept
 * for `ttl` milliseconds (60 s by default) under its address, query and the reader's locale, so a
 * language switch never shows the other language's answer.
 *
 * Any write drops all of it, whatever its path. The server's rules link what the paths name: an
 * enrolment or a withdrawal (/api/enrolments) changes a competition's places (/api/competitions), an
 * admin's edit (/api/admin/…) changes the public lists, a dissolved team withdraws its enrolment, and
 * signing in or out (/api/login/…) changes whose answers these are. A rule by path prefix would need
 * a table of those links kept up with every new rule, and a link missed shows an old answer right
 * after the user's own change, when they look. Writes are rare beside reads; a few calls asked again
 * after one cost little.
 */
export const DEFAULT_TTL = 60_000;

const kept = new Map<string, { answer: unknown; until: number }>();

/** Moves at every drop: an answer to a call sent before it may predate the write, and is not kept. */
let generation = 0;

export function clearRequestCache() {
  kept.clear();
  generation += 1;
}

/** The answer kept under `key` while it is fresh; otherwise `ask`'s, kept when it succeeds. */
export async function throughCache<T>(key: string, ttl: number, ask: () => Promise<T>): Promise<T> {
  const hit = kept.get(key);
  if (hit && Date.now() < hit.until) return hit.answer as T;
  kept.delete(key);
  const sentIn = generation;
  const answer = await ask();
  if (sentIn === generation) kept.set(key, { answer, until: Date.now() + ttl });
  return answer;
}
