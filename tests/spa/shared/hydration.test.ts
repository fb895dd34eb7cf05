/**
 * When the app takes over the page the server rendered (hydration) and when it draws the page anew
 * (src/ssr/hydration.ts): only HTML rendered in the language the app starts in matches what it renders.
 */
import { act, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydratesRoot, hydrationEnded, isHydrating, useHydratingMount } from '@/ssr/hydration';

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

test('a component knows whether it takes over the server’s HTML or mounts anew, and renders once', async () => {
  const renders: boolean[] = [];
  function Probe() {
    renders.push(useHydratingMount());
    return createElement('p', null, 'probe');
  }
  const server = document.createElement('div');
  server.innerHTML = renderToString(createElement(Probe));
  expect(renders).toEqual([true]);

  renders.length = 0;
  await act(async () => {
    hydrateRoot(server, createElement(Probe));
  });
  expect(renders).toEqual([true]);

  renders.length = 0;
  await act(async () => {
    createRoot(document.createElement('div')).render(createElement(Probe));
  });
  expect(renders).toEqual([false]);
});
