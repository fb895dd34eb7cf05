import { configUmiAlias, createConfig } from '@umijs/max/test';

/** Unit tests of the SPA (jsdom). API tests run on node's test runner, end-to-end on Playwright. */
export default async () => {
  const base = createConfig({
    target: 'browser',
    jsTransformer: 'esbuild',
    // Code split with import() (messages per language, toasts) loads with require() under jest.
    jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
  });
  const config = await configUmiAlias({
    ...base,
    // Imported images are URLs in the build; in tests their file name is enough.
    moduleNameMapper: {
      ...base.moduleNameMapper,
      '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/tests/fileStub.ts',
      // jest runs CommonJS: antd's ES build (a language's pack, src/locales/load.ts) is its lib build here.
      '^antd/es/(.*)$': 'antd/lib/$1',
      // yaml's browser build is ES modules; the seed's reader (server/seed/read.ts) runs on its CommonJS one.
      '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
    },
    setupFilesAfterEnv: ['<rootDir>/tests/setupTests.ts'],
    // Every core: jest's default leaves one idle, which doubles the suite's time on a 2-core machine.
    maxWorkers: '100%',
    // npm test runs the browser lane beside this suite: a page test may wait for the CPU.
    testTimeout: 60_000,
    testMatch: ['<rootDir>/tests/spa/**/*.test.{ts,tsx}'],
    transformIgnorePatterns: ['/node_modules/'],
    testEnvironmentOptions: { url: 'http://localhost:8000/' },
    collectCoverageFrom: [
      'src/**/*.{ts,tsx}',
      '!src/.umi/**',
      '!src/.umi-test/**',
      '!src/.umi-production/**',
    ],
  });
  return config;
};
