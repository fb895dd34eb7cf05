/**
 * The HTML of a site page, rendered by the app's own components (the server bundle `max build`
 * writes to dist-server beside dist, src/ssr/entry.ts), for index.html's #root: the page's text
 * paints as soon as the HTML and its styles are in, before any script has run, and the browser
 * hydrates it (src/ssr/hydration.ts). A page that cannot be rendered in time goes out empty, and the browser
 * renders it as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Locale } from '../../common/locales';
import { PAGE_SCRIPTS_ELEMENT, REGION_NAMES_ELEMENT, type RenderedPage } from '../../common/page-content';
import { jsonScriptElement } from './json-element';
import type { PageAnswers } from './page-content';
import { within } from '../runtime/within';

interface ServerBundle {
  prepare(): Promise<unknown>;
  renderApp(
    url: string,
    request: { locale: Locale; pageAnswers: PageAnswers },
    abortAfterMs: number,
  ): Promise<RenderedPage>;
}

export interface PageRenderer {
  /** The page's HTML, or undefined when it cannot be had within the budget. */
  render(url: string, locale: Locale, pageAnswers: PageAnswers): Promise<RenderedPage | undefined>;
  /** Loads the bundle ahead of the first page (it takes about a second). */
  warm(): Promise<unknown>;
}

/** How long a page waits for its HTML: past it, the browser renders the page itself. */
export const RENDER_BUDGET_MS = 500;

/**
 * A page's HTML depends on the build, the address, the language and the answers it carries alone
 * (it is rendered for an anonymous reader): the same page is rendered once, not at every visit.
 * A minute at most, for what changes with the time of day (a countdown).
 */
const CACHE = { max: 500, ttl: 60_000 };

/** Where `max build` writes the server bundle of the build in `distDir` (.umirc.ts `ssr`). */
export const serverBundleDir = (distDir: string) =>
  path.join(path.dirname(path.resolve(distDir)), 'dist-server');

/**
 * Renders with the server bundle in `bundleDir`, loaded again when a new build is written.
 * Renders run one at a time: the app reads the reader's language and the page's answers from one
 * slot (src/ssr/serverRequest.ts), and Umi's router history is a single one. A render that runs out
 * of time is aborted, and holds up the next no longer.
 */
export function pageRenderer(
  bundleDir: string,
  onError: (error: unknown) => void,
  budgetMs = RENDER_BUDGET_MS,
): PageRenderer {
  const manifest = path.join(bundleDir, 'build-manifest.json');
  let loaded: { mtimeMs: number; bundle: Promise<ServerBundle | undefined> } | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const rendered = new LRUCache<string, RenderedPage>(CACHE);

  const bundle = (): Promise<ServerBundle | undefined> => {
    const stat = statSync(manifest, { throwIfNoEntry: false });
    if (!stat) return Promise.resolve(undefined);
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      const load = async () => {
        const { assets } = JSON.parse(readFileSync(manifest, 'utf8')) as { assets: Record<string, string> };
        const file = path.resolve(bundleDir, path.basename(assets['umi.js']));
        // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
        const loadedBundle = require(file) as ServerBundle;
        await loadedBundle.prepare();
        return loadedBundle;
      };
      loaded = {
        mtimeMs: stat.mtimeMs,
        bundle: load().catch((error: unknown) => {
          onError(error);
          return undefined;
        }),
      };
    }
    return loaded.bundle;
  };

  return {
    warm: bundle,
    async render(url, locale, pageAnswers) {
      // Asked first: it notices a new build, whose pages are not the cached ones.
      const app = bundle();
      const answersHash = createHash('sha256').update(JSON.stringify(pageAnswers)).digest('base64');
      const key = [loaded?.mtimeMs, url, locale, answersHash].join('\n');
      const known = rendered.get(key);
      if (known !== undefined) return known;
      const previous = queue;
      const deadline = Date.now() + budgetMs;
      const rendering = (async () => {
        const loadedApp = await app;
        await previous;
        // Its reader has had the page unrendered already: under a crowd, no render for nobody.
        if (Date.now() >= deadline) return undefined;
        const page = await loadedApp?.renderApp(url, { locale, pageAnswers }, budgetMs);
        if (page !== undefined) rendered.set(key, page);
        return page;
      })();
      queue = within(
        rendering.catch(() => undefined),
        budgetMs,
        undefined,
      );
      try {
        return await within(rendering, budgetMs, undefined);
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
  };
}

/**
 * Starts a rendered page's scripts once its HTML has painted: over a slow connection they would
 * otherwise share it with the page's HTML and styles, and hold its first paint back. The page reads
 * and its links work meanwhile; a page in a background tab, which paints no frame, starts them at once.
 */
export const SCRIPT_LOADER = `(function(){var d=document,s=0;function go(){if(s)return;s=1;var l=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ELEMENT}').textContent);l.slice(1).forEach(function(f){var p=d.createElement('link');p.rel='preload';p.as='script';p.href=f;d.head.appendChild(p)});var e=d.createElement('script');e.src=l[0];d.body.appendChild(e)}if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go)})})()`;

/** The loader's hash, for the content security policy (server/plugins/security.ts). */
export const SCRIPT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script src="([^"]+)" defer><\/script>/;

/**
 * index.html for a page the server rendered: its HTML in #root, marked with the language it was
 * rendered in; the page's styles applied at once, as stylesheets; its scripts, entry included, started
 * by SCRIPT_LOADER after the first paint.
 */
export function renderedPageHtml(index: string, page: RenderedPage, locale: Locale, files: string[]): string {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!entry) throw new Error('index.html has no deferred entry script (config/build/serverRender.ts)');
  const named = (file: string) => index.includes(`"${file}"`);
  const styles = files.filter((file) => file.endsWith('.css') && !named(file));
  const scripts = [entry, ...files.filter((file) => !file.endsWith('.css') && !named(file))];
  const regionNames = Object.keys(page.regionNames).length
    ? jsonScriptElement(REGION_NAMES_ELEMENT, page.regionNames)
    : '';
  return index
    .replace(
      '</head>',
      () => `${styles.map((file) => `<link rel="stylesheet" href="${file}">`).join('')}</head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root" data-rendered-in="${locale}">${page.html}</div>`)
    .replace(
      ENTRY_SCRIPT,
      () =>
        `${regionNames}${jsonScriptElement(PAGE_SCRIPTS_ELEMENT, scripts)}<script>${SCRIPT_LOADER}</script>`,
    );
}
