/**
 * A Umi plugin: the referee tablet's service worker (Workbox's GenerateSW), written to
 * `dist/referee-sw.js` and served at the site's root (server/plugins/spa.ts: a top-level file, no-cache).
 * The /Referee page registers it with the scope `/Referee` (src/features/scoring/worker/register.ts),
 * so no other page installs it and no public page downloads anything more.
 *
 * It precaches the app shell (`/Referee`'s HTML) and the files that page runs: the entry, ProLayout,
 * the account messages' wrapper, the page and whatever they load later, every language's message
 * parts the page speaks, and the style sheets; not the other pages. Navigations to /Referee, and the
 * GETs the page makes, go to the network first and fall back to what was cached when there is none.
 */
import type { IApi } from 'umi';
import { GenerateSW, type GenerateSWConfig } from 'workbox-webpack-plugin';
import {
  REFEREE_API_CACHE,
  REFEREE_PAGE_CACHE,
  REFEREE_SHELL_URL,
  REFEREE_WORKER_FILE,
} from '../../src/features/scoring/worker/caches';

/**
 * The chunk groups of /Referee's route, as Umi's generated route table names them: ProLayout's is
 * `t__plugin-layout__Layout` in a build (`umi__…` under `max dev`).
 */
const PAGE_GROUPS = ['wrappers__accountMessages', 'p__Referee__index'];
const LAYOUT_GROUP = /^(t|umi)__plugin-layout__Layout$/;
/** The message parts /Referee speaks (src/locales/load.ts), in each language. */
const MESSAGE_GROUP = /^(messages|signIn-messages|account-messages)-/;
/** Other routes' groups, and the admin console's messages: not this page's. */
const OTHER_ROUTE = /^(p__|wrappers__|components__|admin-messages-)/;

interface Group {
  name?: string | null;
  getFiles(): string[];
  childrenIterable: Iterable<Group>;
}
interface Compilation {
  namedChunkGroups: Map<string, Group>;
  entrypoints: Map<string, Group>;
}

const filesByCompilation = new WeakMap<object, Set<string>>();

/** The files /Referee needs: the entry's, its route's groups and what each loads, its messages. */
export function refereeFiles(compilation: Compilation): Set<string> {
  const known = filesByCompilation.get(compilation);
  if (known) return known;
  const files = new Set<string>();
  const seen = new Set<Group>();
  const wanted = (group: Group) =>
    !group.name ||
    PAGE_GROUPS.includes(group.name) ||
    MESSAGE_GROUP.test(group.name) ||
    !OTHER_ROUTE.test(group.name);
  const visit = (group: Group) => {
    if (seen.has(group) || !wanted(group)) return;
    seen.add(group);
    group.getFiles().forEach((file) => files.add(file));
    for (const child of group.childrenIterable) visit(child);
  };
  for (const entry of compilation.entrypoints.values()) visit(entry);
  const layout = [...compilation.namedChunkGroups.keys()].find((name) => LAYOUT_GROUP.test(name));
  for (const name of [...PAGE_GROUPS, layout ?? 'the layout (t__plugin-layout__Layout)']) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group)
      throw new Error(
        `refereeWorker: no chunk group "${name}" in the build; see config/build/refereeWorker.ts`,
      );
    visit(group);
  }
  filesByCompilation.set(compilation, files);
  return files;
}

/** GenerateSW's options: what the worker precaches and how it answers offline. */
export const workerOptions = (buildId: string): GenerateSWConfig => ({
  swDest: REFEREE_WORKER_FILE,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // A new build's worker takes over at once: a tablet must not keep an old scheme's page.
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  include: [
    ({ asset, compilation }: { asset: { name: string }; compilation: unknown }) =>
      // antd's sheet (config/build/antdStyles.ts) is an asset of no chunk.
      /^antd\.[0-9a-f]{8}\.css$/.test(asset.name) || refereeFiles(compilation as Compilation).has(asset.name),
  ],
  exclude: [/\.(br|gz|map|txt|html|json)$/],
  // Hashed names are their own revision.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  // The shell under an address of its own: under `/Referee` the precache would answer every visit
  // from the cache, even online; this way visits go to the network first and fall back to it.
  additionalManifestEntries: [{ url: REFEREE_SHELL_URL, revision: buildId }],
  runtimeCaching: [
    {
      urlPattern: /\/Referee(\?.*)?$/,
      handler: 'NetworkFirst',
      options: {
        cacheName: REFEREE_PAGE_CACHE,
        networkTimeoutSeconds: 5,
        // Never opened through the worker yet: the shell precached at install.
        precacheFallback: { fallbackURL: REFEREE_SHELL_URL },
      },
    },
    {
      urlPattern: /\/api\/(user\/currentUser|scoring\/board|scoring\/runs\/\d+)(\?.*)?$/,
      method: 'GET',
      handler: 'NetworkFirst',
      options: { cacheName: REFEREE_API_CACHE, networkTimeoutSeconds: 5 },
    },
  ],
});

export default (api: IApi) => {
  if (api.env !== 'production') return;
  // A build's id, for the shell's revision: the shell (index.html) changes with every build.
  const buildId = Date.now().toString(36);
  api.chainWebpack((memo, { ssr }) => {
    if (ssr) return memo;
    memo.plugin('referee-worker').use(GenerateSW, [workerOptions(buildId)]);
    return memo;
  });
};
