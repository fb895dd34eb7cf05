module.exports = {
  extends: require.resolve('@umijs/lint/dist/config/eslint'),
  globals: { page: true, REACT_APP_ENV: true },
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
  },
  overrides: [
    {
      // Each schema `X` has a type `X` of the same name (its Static type): one name for both on purpose.
      files: ['common/contract/*.ts'],
      rules: { '@typescript-eslint/no-redeclare': 'off' },
    },
  ],
};
