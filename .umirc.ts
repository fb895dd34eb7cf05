import path from 'node:path';
import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import proxy from './config/proxy';
import { PUBLIC_PATH } from './common/assets';
import routes from './config/routes';
import { ALWAYS_FOLDED_BELOW } from './src/components/SiteLayout/fold';

const { UMI_ENV = 'dev' } = process.env;

const TARGETS = { chrome: 100, edge: 100, firefox: 100, safari: 15 };
const ESBUILD_TARGETS = Object.entries(TARGETS).map(([browser, version]) => `${browser}${version}`);

export default defineConfig({
  hash: true,
  // Assets are served under /user/dist/ (spec section 2); the server maps that prefix onto dist/.
  publicPath: PUBLIC_PATH,
  outputPath: 'dist',
  plugins: [
    './config/build/antdParts.ts',
    './config/build/dayjsOnDemand.ts',
    './config/build/antdLocaleOnDemand.ts',
    './config/build/noIcuAtStart.ts',
    './config/build/plainMessages.ts',
    './config/build/precompiledMessages.ts',
    './config/build/buttonTokens.ts',
    './config/build/renderAfterEntry.ts',
    './config/build/routeMatchCache.ts',
    './config/build/antdStyles.ts',
    './config/build/routePreload.ts',
    './config/build/wrapperRoutes.ts',
    './config/build/pageStyles.ts',
    './config/build/refereeWorker.ts',
    './config/build/precompress.ts',
    './config/build/devTopLevelFiles.ts',
    './config/build/serverRender.ts',
  ],
  routes,
  alias: {
    // common/ holds what the SPA and the server both apply (limits, rule sentences, the API's shapes).
    '@common': path.resolve(__dirname, 'common'),
    // Every browser of `targets` has its own (src/utils/nativeResizeObserver.ts).
    'resize-observer-polyfill': path.resolve(__dirname, 'src/utils/nativeResizeObserver.ts'),
  },
  title: '国际先进机器人及仿真技术大赛',
  favicons: ['/user/dist/favicon.svg'],
  metas: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { name: 'description', content: 'International Advanced Robotics and Simulation Technology Competition' },
  ],
  // Less variables the styles share with the code.
  theme: { 'always-folded-below': `${ALWAYS_FOLDED_BELOW}px` },
  ignoreMomentLocale: true,
  // Images are files of their own, never inlined: a picture inlined as base64 weighed a third more,
  // compressed poorly and came twice, in the server's HTML and again in the script (the home page's
  // slide drawing three times over), where a file is fetched once beside the page and cached.
  inlineLimit: 0,
  // Browsers of the last few years: polyfills for older ones would weigh on every visitor.
  targets: TARGETS,
  // No core-js: for these targets it would add ES2022–2024 built-ins (Array#at, toSorted, groupBy,
  // structuredClone…) that neither our code nor our libraries call; lint refuses them in our code
  // (.eslintrc.js), so every visitor is spared about 15 KB of script. Nor the global regenerator
  // runtime Umi adds beside it (7 KB): these browsers run generators natively, and the libraries
  // compiled to ES5 import their own helper.
  polyfill: false,
  // antd 5 and ProComponents use dayjs: this points any stray import of moment at it, and has the
  // locale plugin name dayjs's locales. No preset: antd 5 and ProComponents extend dayjs with what they
  // call, and dayjs loads with the pages that need it (config/build/dayjsOnDemand.ts, src/utils/dayjs.ts).
  moment2dayjs: { preset: 'none' },
  // antd's theme (config/theme.ts) is applied in src/app.tsx: Umi's antd plugin would add lodash's
  // merge to every visitor's download for a ConfigProvider we can write in three lines.
  access: {},
  model: {},
  initialState: {},
  layout: { locale: true, ...defaultSettings },
  locale: {
    default: 'zh-CN',
    antd: true,
    baseNavigator: true,
    useLocalStorage: true,
    title: true,
  },
  // Vendor chunks are long-lived; pages load their own code on demand.
  codeSplitting: { jsStrategy: 'granularChunks' },
  chainWebpack(memo) {
    // A slow connection may take long to fetch a page's code (spec section 9: 120 s).
    memo.output.chunkLoadTimeout(120000);
    // A page's code, split finely by granularChunks, came as up to 19 files: over HTTP/1.1's six
    // connections a phone far away waited a round trip for each batch. Each load of a layout or page
    // now asks for at most 4 files (webpack merges the rest into them): `/News` 14 → 9, and first paint
    // about 0.2 s sooner in Lighthouse's mobile run.
    memo.optimization.splitChunks({ ...memo.optimization.get('splitChunks'), maxAsyncRequests: 4 });
    // Umi hands `targets` to babel-loader's top-level option, which its bundled preset-env ignores:
    // our code and Umi's own came out as ES5 (regenerator, class and spread helpers), larger and
    // slower than what these browsers run natively. The preset is given the targets itself.
    for (const rule of ['src', 'jsx-ts-tsx', 'extra-src']) {
      memo.module
        .rule(rule)
        .use('babel-loader')
        .tap((options) => ({
          ...options,
          presets: options.presets.map((preset: unknown) =>
            Array.isArray(preset) && String(preset[0]).includes('babel-preset-umi')
              ? [preset[0], { ...preset[1], presetEnv: { ...preset[1].presetEnv, targets: TARGETS } }]
              : preset,
          ),
        }));
    }
    // Umi and its React renderer each bring @babel/runtime 7.23 beside the app's 7.29: the same
    // helpers (object spread, the regenerator) came three times in every visitor's entry. Helpers keep
    // their names and meaning across 7.x, so every import now gets the app's copy.
    memo.resolve.alias.set('@babel/runtime', path.dirname(require.resolve('@babel/runtime/package.json')));
    // Pictures imported by the code are named as the build's other files (`static/<name>.<hash>.svg`),
    // which the server caches for a year; file-loader's default was the bare hash.
    memo.module
      .rule('svgr')
      .use('url-loader')
      .tap((options) => ({ ...options, name: 'static/[name].[hash:8].[ext]' }));
    // Modules that only declare things, for webpack to drop when nothing uses them. Umi's generated
    // locale barrel re-exports SelectLang (antd's Menu and Dropdown) and antd's ConfigProvider imports
    // rc-field-form's barrel: without this, both land in every visitor's first download.
    memo.module
      .rule('side-effect-free')
      .test(/[\\/](plugin-locale[\\/](index\.ts|SelectLang\.tsx)|node_modules[\\/]rc-field-form[\\/].*\.js)$/)
      .sideEffects(false);
  },
  // `ANALYZE=1 npm run build` writes dist/bundle-report.html (ANALYZE_MODE=json: bundle-report.json).
  analyze: {
    analyzerMode: process.env.ANALYZE_MODE === 'json' ? 'json' : 'static',
    reportFilename: process.env.ANALYZE_MODE === 'json' ? 'bundle-report.json' : 'bundle-report.html',
    openAnalyzer: false,
  },
  define: { 'process.env.UMI_ENV': UMI_ENV },
  // `npm run dev` answers /api from mock/; `npm run dev:server` turns mocks off and proxies to the API server.
  mock: process.env.MOCK === 'none' ? false : { exclude: ['mock/support/**'] },
  proxy: proxy[UMI_ENV as keyof typeof proxy],
  fastRefresh: true,
  esbuildMinifyIIFE: true,
  // Umi adds es2015 to esbuild's targets, the lowest of the list: the minifier then rewrote every
  // async function as a generator and every `?.` as a ternary, in our code and antd's alike.
  jsMinifierOptions: { target: ESBUILD_TARGETS },
  cssMinifierOptions: { target: ESBUILD_TARGETS },
  mfsu: false,
  // The site's pages are rendered on the server too (server/render-page.ts), and the browser hydrates
  // #root (pureApp) rather than the document: index.html stays the server's, with its preloads.
  // webpack, not esbuild, so the server bundle gets the same plugins and aliases as the browser's.
  // Only the build: `npm run dev` renders in the browser alone (Umi's dev server would answer every
  // page through the server bundle instead of the portal's server).
  ssr: process.env.NODE_ENV === 'production' && {
    builder: 'webpack',
    serverBuildPath: 'dist-server/umi.server.js',
    __INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { pureApp: true },
  },
});
