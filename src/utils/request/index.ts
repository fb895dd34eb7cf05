/**
 * The one request module (spec section 8). Every service (the services of src/features/<area>) goes
 * through `request`, so the error catalogue is applied in exactly one place:
 *
 *  1. HTTP 302 on any call but current-user            → to /account/login, fails
 *  2. code or status 401 (body or HTTP)                → to /account/login, fails
 *  3. code or status 4002                              → fails with no message
 *  4. success === false (business error)               → by showType, fails
 *  5. code present and not 200                         → error toast with `message`, fails
 *  6. no code, status ≠ 0, not current-user            → error toast with `msg` or '请求错误', fails
 *  7. HTTP error without an envelope                   → notification '请求错误 {status}: {url}', fails
 *  8. no response at all                               → network-abnormal notification, fails
 *  9. otherwise                                        → resolves with { code, data, message }
 *
 * `skipErrorHandler: true` turns off every side effect and rethrows the error untouched.
 * `useCache: true` keeps a GET's successful answer for `ttl` ms, 60 s by default (cache.ts);
 * any write drops every answer kept.
 * Toasts and notifications are antd's own, with antd's defaults (spec section 9).
 *
 * The envelope and errors are in envelope.ts, the catalogue in catalogue.ts, the answers that come
 * before a page's call in early.ts, the cache in cache.ts; this module sends the call through them.
 */
import { isServer } from '@/ssr/serverRequest';
import { notify, toast } from '../feedback';
import { isResponseError, type HttpOptions } from '../http';
import { clearRequestCache, DEFAULT_TTL, throughCache } from './cache';
import { settle, t } from './catalogue';
import { earlyKey, send, takeEarly } from './early';
import { RequestError, type Envelope, type RequestOptions } from './envelope';

export { errorPagePath, redirectToLogin } from './catalogue';
export { forgetEarly, sentWithPageMissing, sentWithPageNow, startEarly } from './early';
export { ErrorShowType, isUnauthorized, RequestError, type Envelope, type RequestOptions } from './envelope';

type Handling = Pick<RequestOptions, 'skipErrorHandler' | 'formFields'>;

/** One call through the catalogue. */
async function ask<T>(
  url: string,
  init: HttpOptions,
  { skipErrorHandler = false, formFields }: Handling,
): Promise<Envelope<T>> {
  let response: Response;
  let body: unknown;
  try {
    const answer = await (takeEarly(url, init) ?? send(url, init));
    response = answer.response;
    body = answer.data;
  } catch (error) {
    if (skipErrorHandler) throw error;
    if (!isResponseError(error)) {
      notify.error({
        message: t('request.network.title'),
        description: t('request.network.description'),
      });
      throw new RequestError(t('request.network.description'), undefined, undefined, 'network');
    }
    response = error.response;
    body = error.data;
  }
  try {
    return settle<T>(url, response, body, skipErrorHandler, formFields);
  } catch (error) {
    if (skipErrorHandler || error instanceof RequestError) throw error;
    // Anything else is unexpected: say so plainly and fail.
    toast.error((error as Error).message || t('request.error.retry'));
    throw error;
  }
}

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { skipErrorHandler, formFields, useCache = false, ttl = DEFAULT_TTL, ...init } = options;
  const handling = { skipErrorHandler, formFields };
  const method = (init.method ?? 'GET').toUpperCase();
  // The server renders pages for many readers: it keeps nothing.
  if (method === 'GET' && useCache && !isServer) {
    return throughCache(earlyKey(url, init.params), ttl, () => ask<T>(url, init, handling));
  }
  if (method === 'GET' || method === 'HEAD') return ask<T>(url, init, handling);
  // A write may change any answer kept: drop them when it goes, and again when it is answered, as a
  // read answered meanwhile may show the state before it.
  clearRequestCache();
  try {
    return await ask<T>(url, init, handling);
  } finally {
    clearRequestCache();
  }
}

export default request;
