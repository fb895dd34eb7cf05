/**
 * Below this window width the site menu is folded without measuring its row: no language's row fits
 * there (the narrowest, Chinese, needs about 1,050 px signed out; tests/e2e/shell.spec.ts checks it).
 * Measuring lays the whole page out once more before a phone's first paint.
 */
export const ALWAYS_FOLDED_BELOW = 1000;

export const alwaysFolded = () => window.innerWidth < ALWAYS_FOLDED_BELOW;
