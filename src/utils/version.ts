/**
 * A deployed build is recognised by its entry script (`umi.<hash>.js`): when the index page the
 * server now serves names another entry than the one this page runs, a newer build is out.
 */
import { PAGE_SCRIPTS_ELEMENT } from '@common/page-content';

const ENTRY = /\/umi(?:\.[\w-]+)?\.js/;

/** The entry a page names: in its script element, or first in its list of scripts when the server rendered it. */
export function entryScriptOf(html: string): string | undefined {
  const tag = /<script[^>]+src="([^"]*\/umi(?:\.[\w-]+)?\.js)"/.exec(html)?.[1];
  if (tag) return tag;
  const list = new RegExp(
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT}">(.*?)</script>`,
    's',
  ).exec(html);
  try {
    const [entry] = JSON.parse(list?.[1] ?? '[]') as unknown[];
    return typeof entry === 'string' && ENTRY.test(entry) ? entry : undefined;
  } catch {
    return undefined; // A page cut short in transit says nothing of the build.
  }
}

export function runningEntryScript(doc: Document = document): string | undefined {
  const script = Array.from(doc.scripts).find((s) => ENTRY.test(s.getAttribute('src') || ''));
  return script?.getAttribute('src') || undefined;
}

/** True when the server now serves a build other than the running one. */
export async function isNewVersionOut(indexUrl: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  const running = runningEntryScript();
  if (!running) return false;
  const response = await fetcher(indexUrl, { cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok) return false;
  const served = entryScriptOf(await response.text());
  return Boolean(served) && served !== running;
}
