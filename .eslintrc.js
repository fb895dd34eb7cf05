module.exports = {
  extends: require.resolve('@umijs/lint/dist/config/eslint'),
  globals: { page: true, REACT_APP_ENV: true },
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
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
      // dayjs is not in the first download (config/dayjsOnDemand.ts): src/utils/dayjs.ts loads it with
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
