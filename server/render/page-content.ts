/**
 * The answers to a public page's content calls (common/page-content.ts), sent with the page: its text
 * then arrives with the HTML rather than a round trip after the scripts, which on a distant phone's
 * connection wait behind the page's code. The calls are the API's own, asked as an anonymous reader
 * in the language the page will start in (server/render/spa-preload.ts guesses it). A 404 is carried too:
 * the page then shows at once that what it names does not exist (and the server answers 404,
 * server/render/page-status.ts). Any other answer that is not a success is left out, and the page asks for
 * it itself.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../common/locales';
import { PAGE_CONTENT_ELEMENT, answerKey, contentAddress, pageContentGets } from '../../common/page-content';
import { jsonScriptElement } from './json-element';
import { within } from '../runtime/within';

export type PageAnswers = Record<string, unknown>;

/** The answers a page can take as they are: a success, and "there is no such thing". */
const CARRIED = new Set([200, 404]);

/**
 * How long a page waits for its content: a database that stalls must not hold up every public page,
 * which then goes out without it and asks for it itself.
 */
export const CONTENT_BUDGET_MS = 300;

export async function pageContentAnswers(
  app: Pick<FastifyInstance, 'inject'>,
  url: string,
  locale: Locale,
  budgetMs = CONTENT_BUDGET_MS,
): Promise<PageAnswers> {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const answered = Promise.all(
    pageContentGets(pathname, search).map(async (get) => {
      try {
        const reply = await app.inject({
          method: 'GET',
          url: contentAddress(get),
          headers: { 'accept-language': locale },
        });
        return CARRIED.has(reply.statusCode) ? [[answerKey(locale, get), reply.json()] as const] : [];
      } catch {
        return []; // The page asks for it itself.
      }
    }),
  );
  const answers = await within(answered, budgetMs, []);
  return Object.fromEntries(answers.flat());
}

/** The answers as an element index.html can carry: every `<` escaped, so no text can end it early. */
export function pageContentElement(answers: PageAnswers): string {
  if (!Object.keys(answers).length) return '';
  return jsonScriptElement(PAGE_CONTENT_ELEMENT, answers);
}
