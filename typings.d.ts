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
