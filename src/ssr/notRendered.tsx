/**
 * What the server bundle holds in place of a page the server never renders (the account area,
 * `/Admin`, ProLayout): config/build/serverRender.ts points their routes here, so that bundle builds in half
 * the time. The browser's bundle has the real pages.
 */
export default function NotRendered() {
  return null;
}
