import path from 'node:path';
import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import proxy from './config/proxy';
import routes from './config/routes';

const { UMI_ENV = 'dev' } = process.env;

export default defineConfig({
  hash: true,
  // Assets are served under /user/dist/ (spec section 2); the server maps that prefix onto dist/.
  publicPath: '/user/dist/',
  outputPath: 'dist',
  plugins: ['./config/antdStyles.ts', './config/precompress.ts'],
  routes,
  // common/ holds what the SPA and the server both apply (limits, rule sentences, the API's shapes).
  alias: { '@common': path.resolve(__dirname, 'common') },
  title: '国际先进机器人及仿真技术大赛',
  favicons: ['/user/dist/favicon.svg'],
  metas: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { name: 'description', content: 'International Advanced Robotics and Simulation Technology Competition' },
  ],
  ignoreMomentLocale: true,
  // Browsers of the last few years: polyfills for older ones would weigh on every visitor.
  targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
  // No core-js: for these targets it would add ES2022–2024 built-ins (Array#at, toSorted, groupBy,
  // structuredClone…) that neither our code nor our libraries call; lint refuses them in our code
  // (.eslintrc.js), so every visitor is spared about 15 KB of script.
  polyfill: { imports: [] },
  // antd 5 and ProComponents use dayjs; this points the locale plugin (and any stray import) at it too.
  moment2dayjs: { preset: 'antd', plugins: ['duration'] },
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
  mfsu: false,
});
