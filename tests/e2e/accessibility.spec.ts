/**
 * Every public page on a 390-px phone, for a reader whose language most content falls back from
 * (pt-BR): axe-core finds no WCAG 2.1 A/AA violation, and nothing is wider than the screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_SPEC_PATHS } from '../specPaths';
import { pageReady } from './support';

test.use({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const path of PUBLIC_SPEC_PATHS) {
  test(`${path} passes axe's WCAG 2.1 AA rules at 390 px`, async ({ page }) => {
    await page.goto(path);
    await pageReady(page);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
