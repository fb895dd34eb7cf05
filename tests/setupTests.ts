import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// jsdom has no fetch, Response or Headers; the standard polyfill supplies them.
import { fetch, Headers, Request, Response } from 'whatwg-fetch';

Object.assign(globalThis, { fetch, Headers, Request, Response });

// jsdom lacks these browser APIs that antd and ProComponents call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;

// antd writes its CSS-in-JS into <style> elements at run time. jsdom parses each one and walks every
// rule on each getComputedStyle, which Testing Library calls for every ancestor of every element a
// role query looks at: with antd's hundreds of rules that made a page test take seconds per query.
// The tests assert roles, names, text and values, which no style sheet decides; the sheets are
// built (so antd's token code runs) but never attached.
jest.mock('rc-util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual('rc-util/lib/Dom/dynamicCSS');
  const detached = (css: string) => {
    const style = globalThis.document.createElement('style');
    style.textContent = css;
    return style;
  };
  return { ...actual, injectCSS: detached, updateCSS: detached };
});

// npm test runs this suite beside the browser lane: a debounced preview or a lazy chunk can take
// longer than Testing Library's default second to appear on a loaded machine. A passing wait ends
// as soon as its element is there, so the longer limit only changes how long a failure takes.
configure({ asyncUtilTimeout: 10_000 });

// Each test starts as a fresh page does: with nothing in the request cache (src/utils/request/cache.ts).
// Required here, not imported, so it is the instance of the test's own module registry.
beforeEach(() => {
  (
    jest.requireActual('../src/utils/request/cache') as typeof import('../src/utils/request/cache')
  ).clearRequestCache();
});
