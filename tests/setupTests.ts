import '@testing-library/jest-dom';
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
