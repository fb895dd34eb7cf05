/**
 * The transport under the request module: `fetch` with the few things the catalogue relies on.
 * It replaces umi-request, which brought its own fetch polyfill and the `qs` package (about 25 KB
 * compressed) into every visitor's first download for what the browser now does itself.
 *
 *  - `params` become the query string; `data` is sent as JSON, or as is when it is FormData or text.
 *  - Redirects are not followed: a 302 arrives as an opaque redirect the catalogue can see.
 *  - The answer is read as JSON when it parses, as text otherwise.
 *  - An answer that is not 2xx throws a `ResponseError` carrying the response and its body; no answer
 *    at all (network down, timed out) throws the browser's own error.
 */
import { queryString } from '@common/query-string';

export interface HttpOptions {
  method?: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the call is given up as unanswered. */
  timeout?: number;
  signal?: AbortSignal;
}

export class ResponseError extends Error {
  constructor(
    readonly response: Response,
    readonly data: unknown,
  ) {
    super(`HTTP ${response.status}`);
    this.name = 'ResponseError';
  }
}

export const isResponseError = (error: unknown): error is ResponseError =>
  error instanceof ResponseError ||
  (typeof error === 'object' && error !== null && (error as ResponseError).response instanceof Response);

export const DEFAULT_TIMEOUT = 30_000;

function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof Blob || typeof data === 'string') return data;
  headers.set('Content-Type', 'application/json;charset=UTF-8');
  return JSON.stringify(data);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function http(
  url: string,
  { method = 'GET', params, data, headers: extra, timeout = DEFAULT_TIMEOUT, signal }: HttpOptions = {},
): Promise<{ response: Response; data: unknown }> {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const body = bodyOf(data, headers);
  const timer = new AbortController();
  const timeoutId = setTimeout(() => timer.abort(), timeout);
  signal?.addEventListener('abort', () => timer.abort());
  try {
    const response = await fetch(`${url}${queryString(params)}`, {
      method: method.toUpperCase(),
      headers,
      body,
      credentials: 'same-origin',
      redirect: 'manual',
      signal: timer.signal,
    });
    const answer = await readBody(response);
    if (!response.ok) throw new ResponseError(response, answer);
    return { response, data: answer };
  } finally {
    clearTimeout(timeoutId);
  }
}
