const fs = require('node:fs');
const path = require('node:path');

/** Each page's folder: a page imports no other page. */
const pageFolders = fs
  .readdirSync(path.join(__dirname, 'src/pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.cjs', '.mjs'];

module.exports = {
  extends: require.resolve('@umijs/lint/dist/config/eslint'),
  globals: { page: true, REACT_APP_ENV: true },
  plugins: ['import'],
  settings: {
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // Libraries are not parsed for the rules below: only the portal's own files can form a cycle.
    'import/ignore': ['node_modules'],
    'import/resolver': {
      // The SPA's aliases (.umirc.ts, tsconfig.json), so the rules below see through them.
      alias: {
        map: [
          ['@common', path.join(__dirname, 'common')],
          ['@@', path.join(__dirname, 'src/.umi')],
          ['@', path.join(__dirname, 'src')],
        ],
        extensions: EXTENSIONS,
      },
      node: { extensions: EXTENSIONS },
    },
  },
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    'import/no-cycle': ['error', { ignoreExternal: true }],
    // The halves meet only in common/ (the contract and shared facts) and over HTTP.
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: './src', from: './server', message: 'The SPA reaches the server over HTTP only.' },
          {
            target: './server',
            from: './src',
            message: 'The server imports no SPA code; share it in common/.',
          },
          ...[
            ['./common/contract/operations/*.docs.ts'],
            [
              './common/contract/operations/docs.ts',
              './common/contract/schemas-of.ts',
              './common/contract/operation-table.ts',
            ],
          ].map((from) => ({
            target: './src',
            from,
            message:
              'The API documentation, the schemas and the table are for the server: the SPA ships declarations only.',
          })),
          {
            target: './common',
            from: ['./src', './server', './mock', './config'],
            message: 'common/ is shared by both halves and depends on neither.',
          },
          ...pageFolders.map((page) => ({
            target: `./src/pages/${page}`,
            from: './src/pages',
            except: [`./${page}`],
            message:
              'A page imports no other page: move what they share into src/features or src/components.',
          })),
        ],
      },
    ],
  },
  overrides: [
    {
      // The SPA ships no core-js (.umirc.ts `polyfill`): built-ins newer than the browsers in
      // `targets` would break there, so they are refused here.
      files: ['src/**/*.{ts,tsx}', 'common/**/*.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector:
              'CallExpression[callee.property.name=/^(at|findLast|findLastIndex|toSorted|toReversed|toSpliced)$/]',
            message: 'Not in every browser of `targets`, and the SPA ships no polyfills.',
          },
          {
            selector:
              'CallExpression[callee.object.name=/^(Object|Map|Promise|URL)$/][callee.property.name=/^(hasOwn|groupBy|withResolvers|canParse)$/]',
            message: 'Not in every browser of `targets`, and the SPA ships no polyfills.',
          },
        ],
        'no-restricted-globals': [
          'error',
          {
            name: 'structuredClone',
            message: 'Not in every browser of `targets`; the SPA ships no polyfills.',
          },
        ],
      },
    },
    {
      // dayjs is not in the first download (config/build/dayjsOnDemand.ts): src/utils/dayjs.ts loads it with
      // the locales antd's date pickers need, in the interface language.
      files: ['src/**/*.{ts,tsx}'],
      excludedFiles: ['src/utils/dayjs.ts'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'dayjs',
                message: 'Import dayjs from @/utils/dayjs: it follows the interface language.',
                allowTypeImports: true,
              },
            ],
          },
        ],
      },
    },
    {
      // Each schema `X` has a type `X` of the same name (its Static type): one name for both on purpose.
      files: ['common/contract/*.ts'],
      rules: { '@typescript-eslint/no-redeclare': 'off' },
    },
  ],
};
