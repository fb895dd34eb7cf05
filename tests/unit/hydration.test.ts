/**
 * When the app takes over the page the server rendered (hydration) and when it draws the page anew
 * (src/ssr/hydration.ts): only HTML rendered in the language the app starts in matches what it renders.
 */
import { hydratesRoot, hydrationEnded, isHydrating } from '@/ssr/hydration';

const page = (attributes: string, content: string) => {
  document.body.innerHTML = `<div id="root"${attributes}>${content}</div>`;
};

afterEach(() => hydrationEnded());

test('a page rendered in the language the app starts in is hydrated, until the reader moves on', () => {
  page(' data-rendered-in="en-US"', '<main><h1>News</h1></main>');
  expect(hydratesRoot('en-US')).toBe(true);
  expect(isHydrating()).toBe(true);
  hydrationEnded();
  expect(isHydrating()).toBe(false);
});

test('a page rendered in another language is drawn anew in the reader’s', () => {
  page(' data-rendered-in="en-US"', '<main><h1>News</h1></main>');
  expect(hydratesRoot('zh-TW')).toBe(false);
  expect(isHydrating()).toBe(false);
});

test('a page that came without its HTML (an account page, a render out of time) is drawn', () => {
  page('', '');
  expect(hydratesRoot('en-US')).toBe(false);
  page(' data-rendered-in="en-US"', '');
  expect(hydratesRoot('en-US')).toBe(false);
  expect(isHydrating()).toBe(false);
});
