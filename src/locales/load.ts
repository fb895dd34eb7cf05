/**
 * The interface messages, loaded per language and per part, each a chunk of its own: a visitor
 * downloads one language of the five, and the public pages' part only. The sign-in page's part, the
 * account part (the account area, enrolment) and the admin console's load with the first page that
 * speaks them (src/wrappers), or at start on such a page.
 */
import { addLocale, getLocale, matchPath } from '@umijs/max';
import { MESSAGE_PART_PATHS } from '../../config/routes';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { LATER_MESSAGE_PARTS, type LaterMessagePart } from '@common/route-preload';
import type { Locale } from './supported';

type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages }>;

/**
 * `site`: every page's messages (./<locale>/site.ts); `signIn`: the sign-in page's, which the
 * account area speaks too (./<locale>/signIn.ts); `account`: the account part
 * (./<locale>/accountArea.ts); `admin`: the admin console's (./<locale>/admin.ts).
 */
export type MessagePart = 'site' | LaterMessagePart;

// The chunk names are read by config/build/routePreload.ts, which lists each file for the server's preloads.
const loaders: Record<MessagePart, Record<Locale, Loader>> = {
  site: {
    'zh-CN': () => import(/* webpackChunkName: "messages-zh-CN" */ './zh-CN/site'),
    'en-US': () => import(/* webpackChunkName: "messages-en-US" */ './en-US/site'),
    'zh-TW': () => import(/* webpackChunkName: "messages-zh-TW" */ './zh-TW/site'),
    'pt-BR': () => import(/* webpackChunkName: "messages-pt-BR" */ './pt-BR/site'),
    'id-ID': () => import(/* webpackChunkName: "messages-id-ID" */ './id-ID/site'),
  },
  signIn: {
    'zh-CN': () => import(/* webpackChunkName: "signIn-messages-zh-CN" */ './zh-CN/signIn'),
    'en-US': () => import(/* webpackChunkName: "signIn-messages-en-US" */ './en-US/signIn'),
    'zh-TW': () => import(/* webpackChunkName: "signIn-messages-zh-TW" */ './zh-TW/signIn'),
    'pt-BR': () => import(/* webpackChunkName: "signIn-messages-pt-BR" */ './pt-BR/signIn'),
    'id-ID': () => import(/* webpackChunkName: "signIn-messages-id-ID" */ './id-ID/signIn'),
  },
  account: {
    'zh-CN': () => import(/* webpackChunkName: "account-messages-zh-CN" */ './zh-CN/accountArea'),
    'en-US': () => import(/* webpackChunkName: "account-messages-en-US" */ './en-US/accountArea'),
    'zh-TW': () => import(/* webpackChunkName: "account-messages-zh-TW" */ './zh-TW/accountArea'),
    'pt-BR': () => import(/* webpackChunkName: "account-messages-pt-BR" */ './pt-BR/accountArea'),
    'id-ID': () => import(/* webpackChunkName: "account-messages-id-ID" */ './id-ID/accountArea'),
  },
  admin: {
    'zh-CN': () => import(/* webpackChunkName: "admin-messages-zh-CN" */ './zh-CN/admin'),
    'en-US': () => import(/* webpackChunkName: "admin-messages-en-US" */ './en-US/admin'),
    'zh-TW': () => import(/* webpackChunkName: "admin-messages-zh-TW" */ './zh-TW/admin'),
    'pt-BR': () => import(/* webpackChunkName: "admin-messages-pt-BR" */ './pt-BR/admin'),
    'id-ID': () => import(/* webpackChunkName: "admin-messages-id-ID" */ './id-ID/admin'),
  },
};

type AntdLoader = () => Promise<{ default: AntdLocale }>;

// antd's texts for the language (config/build/antdLocaleOnDemand.ts), in the file of its site messages.
const antdLoaders: Record<Locale, AntdLoader> = {
  'zh-CN': () => import(/* webpackChunkName: "messages-zh-CN" */ 'antd/es/locale/zh_CN'),
  'en-US': () => import(/* webpackChunkName: "messages-en-US" */ 'antd/es/locale/en_US'),
  'zh-TW': () => import(/* webpackChunkName: "messages-zh-TW" */ 'antd/es/locale/zh_TW'),
  'pt-BR': () => import(/* webpackChunkName: "messages-pt-BR" */ 'antd/es/locale/pt_BR'),
  'id-ID': () => import(/* webpackChunkName: "messages-id-ID" */ 'antd/es/locale/id_ID'),
};

/** A part's messages, and with the site part antd's texts for the language. */
async function loadPart(locale: Locale, part: MessagePart) {
  const [{ default: messages }, antd] = await Promise.all([
    loaders[part][locale](),
    part === 'site' ? antdLoaders[locale]().then((pack) => pack.default) : undefined,
  ]);
  return { messages, antd };
}

const started = new Map<string, Promise<void>>();
const added = new Set<string>();
const settled = new Set<string>();
const keyOf = (locale: Locale, part: MessagePart) => `${part}:${locale}`;

/**
 * Adds a part of the language's messages to the locale plugin; loads each at most once. A failed
 * download is not tried again before the next page load: the pages render without it, as they would
 * offline, rather than ask again and again.
 */
export function loadMessages(locale: Locale, part: MessagePart = 'site'): Promise<void> {
  const key = keyOf(locale, part);
  let loading = started.get(key);
  if (!loading) {
    loading = loadPart(locale, part).then(
      ({ messages, antd }) => {
        // The plugin keeps its moment locale, and its antd pack when none comes with the part.
        addLocale(locale, messages, (antd ? { antd } : undefined) as never);
        added.add(key);
        settled.add(key);
      },
      (error: unknown) => {
        settled.add(key);
        throw error;
      },
    );
    started.set(key, loading);
  }
  return loading;
}

/** Whether a part of the language's messages is in. */
export const messagesLoaded = (locale: Locale, part: MessagePart) => added.has(keyOf(locale, part));

/** Whether loading a part of the language's messages has ended, in or failed: a page need wait no longer. */
export const messagesSettled = (locale: Locale, part: MessagePart) => settled.has(keyOf(locale, part));

/** Whether the page at a path speaks a later part, so a visit that starts there loads it at once. */
export const speaksPart = (part: LaterMessagePart, pathname: string) =>
  MESSAGE_PART_PATHS[part].some((path) => matchPath({ path, caseSensitive: true, end: true }, pathname));

/**
 * Loads the parts the page at `pathname` (router path, no base) speaks: the public part, and the
 * later parts where they are spoken. Resolves once each has settled, in or failed: one part's
 * failure must not leave the page without the others.
 */
export function loadMessagesFor(locale: Locale, pathname: string): Promise<void> {
  const parts: MessagePart[] = ['site', ...LATER_MESSAGE_PARTS.filter((part) => speaksPart(part, pathname))];
  return Promise.allSettled(parts.map((part) => loadMessages(locale, part))).then(() => undefined);
}

/**
 * For a route wrapper (src/wrappers): suspends the render, under the route's loading indicator,
 * until the parts of the reader's language have settled, all loading at once. Should a download
 * fail, the page renders anyway, as at start.
 */
export function suspendUntilMessages(...parts: MessagePart[]): void {
  const locale = getLocale() as Locale;
  const waiting = parts.filter((part) => !messagesSettled(locale, part));
  // Suspense's contract: the route's boundary shows its fallback until the promise settles.
  if (waiting.length) throw Promise.allSettled(waiting.map((part) => loadMessages(locale, part)));
}
