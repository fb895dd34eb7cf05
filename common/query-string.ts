/**
 * A query string as the SPA's transport sends it (src/utils/http.ts) and as the early answers are
 * keyed by (common/page-content.ts): undefined and null values left out, a list as repeated keys.
 */
export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` from an object, or '' when nothing is left. */
export function queryString(params: object = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, QueryValue | QueryValue[]>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(key, String(item));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
