/**
 * What the server knows of the page it is rendering (src/ssr/entry.ts): the language it chose and the
 * content answers it sends with the page. In the browser there is none; the page reads its own sources.
 * The server renders one page at a time, so one slot is enough.
 */
import type { Locale } from '@common/locales';

export interface ServerRequest {
  locale: Locale;
  /** The answers sent with the page, by answerKey (common/page-content.ts). */
  pageAnswers: Record<string, unknown>;
  /** The region names the page showed, sent with it (REGION_NAMES_ELEMENT); filled as it renders. */
  regionNames?: Record<string, string>;
}

let current: ServerRequest | undefined;

export const isServer = typeof window === 'undefined';

export const serverRequest = () => current;

export function setServerRequest(request: ServerRequest | undefined) {
  current = request;
}
