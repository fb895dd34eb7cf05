/**
 * The answers to a public page's content calls (common/page-content.ts), sent with the page: its text
 * then arrives with the HTML rather than a round trip after the scripts, which on a distant phone's
 * connection wait behind the page's code. The calls are the API's own, asked as an anonymous reader
 * in the language the page will start in (server/spa-preload.ts guesses it). An answer that is not a
 * success is left out, and the page asks for it itself.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../common/locales';
import { PAGE_CONTENT_ELEMENT, answerKey, contentAddress, pageContentGets } from '../common/page-content';

export type PageAnswers = Record<string, unknown>;

export async function pageContentAnswers(
  app: FastifyInstance,
  url: string,
  locale: Locale,
): Promise<PageAnswers> {
  const [pathname = '/', search = ''] = url.split('?');
  const answers = await Promise.all(
    pageContentGets(pathname, search).map(async (get) => {
      try {
        const reply = await app.inject({
          method: 'GET',
          url: contentAddress(get),
          headers: { 'accept-language': locale },
        });
        return reply.statusCode === 200 ? [[answerKey(locale, get), reply.json()] as const] : [];
      } catch {
        return []; // The page asks for it itself.
      }
    }),
  );
  return Object.fromEntries(answers.flat());
}

/** The answers as an element index.html can carry: every `<` escaped, so no text can end it early. */
export function pageContentElement(answers: PageAnswers): string {
  if (!Object.keys(answers).length) return '';
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_CONTENT_ELEMENT}">${json}</script>`;
}
