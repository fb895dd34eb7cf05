/**
 * The one request module (spec section 8). Every service in src/services goes through `request`,
 * so the error catalogue is applied in exactly one place:
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
 * `useCache: true` keeps a GET's successful answer for `ttl` ms, 60 s by default (requestCache.ts);
 * any write drops every answer kept.
 * Toasts and notifications are antd's own, with antd's defaults (spec section 9).
 */
import { answerKey, PAGE_CONTENT_ELEMENT } from '@common/page-content';
import { pageJson } from './pageJson';
import { isServer, serverRequest } from '@/ssr/serverRequest';
import { getIntl, getLocale, history } from '@umijs/max';
import { notify, toast } from './feedback';
import { http, isResponseError, type HttpOptions } from './http';
import { appPath, isAuthPath, loginPath } from './paths';
import { clearRequestCache, DEFAULT_TTL, throughCache } from './requestCache';

export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

/** The body shape every API answer uses (architecture: the envelope). */
export interface Envelope<T = unknown> {
  code?: number;
  message?: string;
  data?: T;
  status?: number;
  msg?: string;
  success?: boolean;
  errorCode?: string | number;
  errorMessage?: string;
  showType?: ErrorShowType;
}

export interface RequestOptions extends HttpOptions {
  /** Skip the whole catalogue: no toast, no redirect; the error is rethrown untouched. */
  skipErrorHandler?: boolean;
  /**
   * Fields the calling form shows the server's sentences under (`data.fields` of a refusal, see
   * formErrors.ts): a refusal that names one of them is not toasted. Everything else is as usual.
   */
  formFields?: readonly string[];
  /** A GET only: take its answer from the request cache while fresh, and keep a new one there. */
  useCache?: boolean;
  /** How long a kept answer is fresh, in milliseconds (umi-request's default, spec section 9). */
  ttl?: number;
}

/** A failed call. `info` is the answer's envelope when there was one. */
export class RequestError extends Error {
  constructor(
    msg: string,
    readonly info?: Envelope,
    readonly response?: Response,
    readonly kind:
      | 'redirect'
      | 'unauthorized'
      | 'silent'
      | 'business'
      | 'code'
      | 'status'
      | 'http'
      | 'network'
      | 'unknown' = 'unknown',
  ) {
    super(msg);
    this.name = kind === 'business' ? 'BizError' : 'RequestError';
  }
}

/** The error redirect target of showType 9 (spec section 2). */
export const errorPagePath = '/exception';

const CURRENT_USER = '/api/user/currentUser';
const HTTP_STATUSES = [200, 201, 202, 204, 400, 401, 403, 404, 405, 406, 410, 422, 500, 502, 503, 504];

const t = (id: string, values?: Record<string, string | number>) => getIntl().formatMessage({ id }, values);

const isCurrentUser = (url: string) => url.split('?')[0].endsWith(CURRENT_USER);

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** Sends the visitor to login, keeping where they were so login can bring them back. */
export function redirectToLogin() {
  const here = appPath();
  if (isAuthPath(here.split('?')[0])) return;
  history.push(`${loginPath}?${new URLSearchParams({ redirect: here })}`);
}

function showBusinessError(info: Envelope) {
  const text = info.errorMessage || info.message || t('request.error.retry');
  switch (info.showType) {
    case ErrorShowType.SILENT:
      break;
    case ErrorShowType.WARN_MESSAGE:
      toast.warning(text);
      break;
    case ErrorShowType.ERROR_MESSAGE:
      toast.error(text);
      break;
    case ErrorShowType.NOTIFICATION:
      notify.open({ message: String(info.errorCode ?? ''), description: text });
      break;
    case ErrorShowType.REDIRECT:
      history.push(
        `${errorPagePath}?${new URLSearchParams({ errorCode: String(info.errorCode ?? ''), errorMessage: text })}`,
      );
      break;
    default:
      toast.error(text);
  }
}

function showHttpError(response: Response, url: string) {
  const { status } = response;
  notify.error({
    message: t('request.http.title', { status, url: response.url || url }),
    description: HTTP_STATUSES.includes(status) ? t(`request.http.${status}`) : response.statusText,
  });
}

/** Whether a refusal names one of the fields a form shows its sentences under. */
const namesFormField = (body: Envelope, formFields: readonly string[]) => {
  const fields = (body.data as { fields?: unknown } | null | undefined)?.fields;
  return isEnvelope(fields) && formFields.some((name) => name in fields);
};

/** Applies the catalogue to one answer; returns the envelope on success, throws otherwise. */
function settle<T>(
  url: string,
  response: Response,
  body: unknown,
  quiet: boolean,
  formFields: readonly string[] = [],
): Envelope<T> {
  const fail = (kind: RequestError['kind'], text: string, show?: () => void): never => {
    if (!quiet) show?.();
    throw new RequestError(text, isEnvelope(body) ? body : undefined, response, kind);
  };

  // The browser follows redirects itself unless told not to; with `redirect: 'manual'` a 302 arrives
  // as an opaque redirect (status 0), which is how a page can see it at all.
  const redirected = response.status === 302 || response.type === 'opaqueredirect';
  if (redirected && !isCurrentUser(url)) fail('redirect', 'redirect', redirectToLogin);

  if (isEnvelope(body)) {
    // "Status 302" is the envelope's status as much as the HTTP one (spec section 8).
    if (body.status === 302 && !isCurrentUser(url)) fail('redirect', 'redirect', redirectToLogin);
    if (body.code === 401 || body.status === 401 || response.status === 401) {
      fail('unauthorized', body.message || 'unauthorized', redirectToLogin);
    }
    if (body.code === 4002 || body.status === 4002) fail('silent', '');
    if (body.success === false) {
      fail('business', body.errorMessage || body.message || t('request.error.retry'), () =>
        showBusinessError(body),
      );
    }
    if (body.code !== undefined) {
      if (body.code !== 200) {
        const text = body.message || t('request.error.retry');
        fail('code', text, namesFormField(body, formFields) ? undefined : () => toast.error(text));
      }
      return body as Envelope<T>;
    }
    if (body.status !== undefined && body.status !== 0 && !isCurrentUser(url)) {
      const text = body.msg || t('request.error.default');
      fail('status', text, () => toast.error(text));
    }
  }

  if (response.status === 401) fail('unauthorized', 'unauthorized', redirectToLogin);
  if (!response.ok) fail('http', `HTTP ${response.status}`, () => showHttpError(response, url));
  if (!isEnvelope(body))
    fail('unknown', t('request.error.retry'), () => toast.error(t('request.error.retry')));
  return body as Envelope<T>;
}

/**
 * Whether a failure means "not signed in" (code, status or HTTP 401), whichever way it was thrown:
 * a RequestError from the catalogue, or the transport's ResponseError when the handler was skipped.
 */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof RequestError) return error.kind === 'unauthorized';
  if (!isResponseError(error)) return false;
  const data = error.data as Envelope | undefined;
  return error.response.status === 401 || data?.code === 401 || data?.status === 401;
}

type Sent = ReturnType<typeof http>;

/**
 * GETs started before the page asked for them (startEarly), or answered by the server with the page,
 * by their address, query and the reader's locale. Only the transport starts early: the catalogue
 * applies when the page's own call takes the answer, so an error is shown then, as for any call. A
 * plain success sent with the page is also what the page's first render may show (sentWithPageNow),
 * which needs no catalogue.
 */
const early = new Map<string, { sent: Sent; body?: unknown }>();

const earlyKey = (url: string, params?: object) => answerKey(getLocale(), [url, params]);

/**
 * Answers the server sent with the page (server/page-content.ts), taken from the page once. They are
 * the server's guess of the reader's language: one in another language is never taken.
 */
let answersFromPage: Map<string, unknown> | undefined;

function takeFromPage(): Map<string, unknown> {
  // A page cut short in transit has none: its calls go out as usual.
  return new Map(Object.entries(pageJson(PAGE_CONTENT_ELEMENT, { take: true })));
}

function answerSentWithPage(key: string): { sent: Sent; body: unknown } | undefined {
  answersFromPage ??= takeFromPage();
  if (!answersFromPage.has(key)) return undefined;
  const body = answersFromPage.get(key);
  answersFromPage.delete(key);
  // The server carries successes and 404s (server/page-content.ts), each with its HTTP status.
  const status = isEnvelope(body) && body.code === 404 ? 404 : 200;
  return { sent: Promise.resolve({ response: new Response(null, { status }), data: body }), body };
}

const send = (url: string, init: HttpOptions): Sent =>
  http(url, { ...init, headers: { ...init.headers, 'Accept-Language': getLocale() } });

/**
 * Sends a GET the page about to render will make, while its code and messages are still loading, or
 * takes its answer from those the server sent with the page: the page then waits for one round trip
 * fewer, or none. The page's identical call takes the answer, once.
 */
export function startEarly(url: string, params?: object) {
  const key = earlyKey(url, params);
  const started = answerSentWithPage(key) ?? { sent: send(url, { method: 'GET', params }) };
  started.sent.catch(() => undefined); // The page's call reports a failure, when it takes the answer.
  early.set(key, started);
}

/**
 * A plain success the server sent with the page for this GET, if it sent one, for the page's first
 * render to show at once rather than a render later. Anything else (an error answer) is left to the
 * page's call and the catalogue. Looking takes nothing: the first navigation drops it.
 */
export function sentWithPageNow<T>(url: string, params?: object): Envelope<T> | undefined {
  const key = earlyKey(url, params);
  const body = isServer ? serverRequest()?.pageAnswers[key] : early.get(key)?.body;
  const plainSuccess =
    isEnvelope(body) &&
    body.code === 200 &&
    (body.status === undefined || body.status === 200) &&
    body.success !== false;
  return plainSuccess ? (body as Envelope<T>) : undefined;
}

/**
 * Whether the server sent with the page a 404 for this GET: what the page names does not exist, and
 * its first render says so at once, as the server's HTML of it did. Looking takes nothing.
 */
export function sentWithPageMissing(url: string, params?: object): boolean {
  const key = earlyKey(url, params);
  const body = isServer ? serverRequest()?.pageAnswers[key] : early.get(key)?.body;
  return isEnvelope(body) && body.code === 404;
}

/** Drops answers no page took (the visitor moved on): a later visit asks afresh. */
export function forgetEarly() {
  early.clear();
  document.getElementById(PAGE_CONTENT_ELEMENT)?.remove();
  answersFromPage = undefined;
}

function takeEarly(url: string, init: HttpOptions): Sent | undefined {
  const plainGet =
    (init.method ?? 'GET').toUpperCase() === 'GET' && !init.data && !init.headers && !init.signal;
  if (!plainGet || !early.size) return undefined;
  const key = earlyKey(url, init.params);
  const started = early.get(key);
  early.delete(key);
  return started?.sent;
}

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
