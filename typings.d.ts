declare module '*.css';
declare module '*.less';
declare module '*.png';
declare module '*.svg' {
  const url: string;
  export default url;
}

interface Window {
  /** A page may set the router base before the app starts (spec section 2). */
  routerBase?: string;
}

declare module 'whatwg-fetch' {
  export const fetch: typeof globalThis.fetch;
  export const Headers: typeof globalThis.Headers;
  export const Request: typeof globalThis.Request;
  export const Response: typeof globalThis.Response;
}
