/**
 * Below this window width the site menu is folded without measuring its row: no language's row fits
 * there (the narrowest, Chinese, needs about 1,050 px signed out with a CJK font; tests/e2e/shell.spec.ts
 * measures each language's row with the fonts installed). Measuring lays the whole page out once more
 * before a phone's first paint.
 */
export const ALWAYS_FOLDED_BELOW = 1000;

export const alwaysFolded = () => window.innerWidth < ALWAYS_FOLDED_BELOW;

/**
 * The width the bar needs to show the logo, the menu in one row and the actions: the parts marked
 * `data-row-part` (the menu counted by its entries), their gaps and the bar's padding. Measured with
 * the menu unfolded. Self-contained, so that the browser tests can run it in the page as it is.
 */
export function neededRowWidth(bar: HTMLElement): number {
  const parts = Array.from(bar.querySelectorAll<HTMLElement>('[data-row-part]'));
  const items = parts.flatMap((part) =>
    part.tagName === 'NAV' ? Array.from(part.querySelectorAll<HTMLElement>(':scope > ul > li')) : [part],
  );
  return items.reduce((sum, item) => sum + item.offsetWidth, 0) + 48;
}
