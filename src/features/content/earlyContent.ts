import { pageContentGets } from '@common/page-content';
import { history } from '@umijs/max';
import { forgetEarly, startEarly } from '@/utils/request';

/**
 * Starts the first page's content calls (common/page-content.ts) from the entry, beside its code and
 * messages instead of after them; an answer the server sent with the page is taken instead of a call.
 * They are forgotten at the first navigation, so a page visited later never shows an answer from
 * before.
 */
export function startPageContent() {
  const { pathname, search } = history.location;
  const gets = pageContentGets(pathname, search);
  if (!gets.length) return;
  for (const [url, params] of gets) startEarly(url, params);
  const stop = history.listen(() => {
    forgetEarly();
    stop();
  });
}
