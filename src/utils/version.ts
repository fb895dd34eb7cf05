/**
 * A deployed build is recognised by its entry script (`umi.<hash>.js`): when the index page the
 * server now serves names another entry than the one this page runs, a newer build is out.
 */
const ENTRY = /\/umi(?:\.[\w-]+)?\.js/;

export function entryScriptOf(html: string): string | undefined {
  const match = /<script[^>]+src="([^"]*\/umi(?:\.[\w-]+)?\.js)"/.exec(html);
  return match?.[1];
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
