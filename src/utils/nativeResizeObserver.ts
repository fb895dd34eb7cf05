/**
 * What rc-resize-observer, under antd's Typography, Tabs and Anchor, imports as
 * `resize-observer-polyfill` (.umirc.ts `alias`): the browser's own ResizeObserver, which every
 * browser of `targets` has. The polyfill weighed 2.5 KB (gzip) on every page. The server, which
 * renders pages but lays nothing out (src/ssr), gets an observer that never calls back: rc-resize-observer
 * creates its own at load.
 */
class ServerResizeObserver {
  observe() {}

  unobserve() {}

  disconnect() {}
}

export default globalThis.ResizeObserver ?? (ServerResizeObserver as unknown as typeof ResizeObserver);
