import React from 'react';

/**
 * `PageMeta` writes to the document head through Umi's Helmet, which needs a provider the unit tests
 * do not mount: this stand-in shows what the page handed it, so a test can read its title and
 * description. Use: `jest.mock('@/features/content/PageMeta', () => jest.requireActual('./pageMetaMock').pageMetaMock())`.
 */
export const pageMetaMock = () => ({
  __esModule: true,
  default: ({ title, description }: { title?: string; description?: string }) => (
    <div data-testid="page-meta" data-title={title} data-description={description} />
  ),
});
