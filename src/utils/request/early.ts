/** Answers that come before the page's own call: sent early, or sent by the server with the page. */
import { answerKey, PAGE_CONTENT_ELEMENT } from '@common/page-content';
import { getLocale } from '@umijs/max';
import { isServer, serverRequest } from '@/ssr/serverRequest';
import { http, type HttpOptions } from '../http';
import { pageJson } from '../pageJson';
import { isEnvelope, type Envelope } from './envelope';

export type Sent = ReturnType<typeof http>;

/**
 * GETs started before the page asked for them (startEarly), or answered by the server with the page,
 * by their address, query and the reader's locale. Only the transport starts early: the catalogue
 * applies when the page's own call takes the answer, so an error is shown then, as for any call. A
 * plain success sent with the page is also what the page's first render may show (sentWithPageNow),
 * which needs no catalogue.
 */
const early = new Map<string, { sent: Sent; body?: unknown }>();

export const earlyKey = (url: string, params?: object) => answerKey(getLocale(), [url, params]);

/**
 * Answers the server sent with the page (server/render/page-content.ts), taken from the page once. They are
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
  // The server carries successes and 404s (server/render/page-content.ts), each with its HTTP status.
  const status = isEnvelope(body) && body.code === 404 ? 404 : 200;
  return { sent: Promise.resolve({ response: new Response(null, { status }), data: body }), body };
}

export const send = (url: string, init: HttpOptions): Sent =>
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

export function takeEarly(url: string, init: HttpOptions): Sent | undefined {
  const plainGet =
    (init.method ?? 'GET').toUpperCase() === 'GET' && !init.data && !init.headers && !init.signal;
  if (!plainGet || !early.size) return undefined;
  const key = earlyKey(url, init.params);
  const started = early.get(key);
  early.delete(key);
  return started?.sent;
}
