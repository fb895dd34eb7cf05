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
  plugins: ['./config/precompress.ts'],
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
  // Stable features only: the default also polyfills every proposal core-js knows.
  polyfill: { imports: ['core-js/stable'] },
  // antd 5 and ProComponents use dayjs; this points the locale plugin (and any stray import) at it too.
  moment2dayjs: { preset: 'antd', plugins: ['duration'] },
  // The spec's primary colour for every antd component, not only the layout; links follow it (antd
  // derives them from colorInfo otherwise). Secondary and description greys are darkened from antd's
  // 45% black (3.4:1 on white) so small grey text meets WCAG AA's 4.5:1.
  antd: {
    theme: {
      token: {
        colorPrimary: defaultSettings.colorPrimary,
        colorLink: defaultSettings.colorPrimary,
        colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
        colorTextDescription: 'rgba(0, 0, 0, 0.65)',
        colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
        // Coloured tags write in shade 7 of their colour on shade 1; for these that is under 4.5:1,
        // so they take the nearest darker shade of the same palette.
        volcano7: '#ad2102',
        orange7: '#ad4e00',
        gold7: '#874d00',
        yellow7: '#876800',
        lime7: '#3f6600',
        green7: '#237804',
        cyan7: '#006d75',
      },
    },
  },
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
