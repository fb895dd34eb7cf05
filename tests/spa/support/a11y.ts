/**
 * A phone's screen and axe-core's WCAG 2.1 A/AA check of what is rendered, for the SPA's tests (the
 * tags tests/e2e/support.ts runs in the browser; jsdom has no layout, so axe leaves colour contrast
 * to the browser lane).
 */
import axe from 'axe-core';

const widthMatches = (query: string, width: number) =>
  [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, side, px]) =>
    side === 'min' ? width >= Number(px) : width <= Number(px),
  );

/** A phone's screen: 390 px wide, as `innerWidth` and media queries tell it. */
export function phoneScreen(width = 390) {
  Object.assign(window, { innerWidth: width });
  window.matchMedia = ((query: string) => ({
    matches: widthMatches(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's violations in `root`, one line per rule naming the elements. */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: WCAG_21_AA },
    resultTypes: ['violations'],
    // jsdom draws nothing: contrast is the browser lane's to check.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
  );
}
