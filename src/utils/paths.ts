/** Paths the shell itself relies on. Login and register exist in both casings (see README). */
export const loginPath = '/account/login';
export const registerPath = '/account/register';
export const forgotPasswordPath = '/account/ForgotPassword';

const authPaths = ['/account/login', '/account/register'];

/** True on the login and register pages, whichever casing the address uses. */
export const isAuthPath = (pathname: string) =>
  authPaths.includes(pathname.replace(/\/+$/, '').toLowerCase());

/**
 * Where to go after login: only a path on this site. Anything that could leave it
 * (a scheme, `//host`, a backslash trick) falls back to the home page.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  try {
    const url = new URL(target, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return fallback;
    if (isAuthPath(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/**
 * Where the visitor is, as the router sees it: path and query without the router base
 * (`window.routerBase`), so a redirect back after login does not add the base twice.
 */
export function appPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const base = (window.routerBase || '/').replace(/\/+$/, '');
  const { pathname, search } = location;
  const inside =
    base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) : pathname;
  return (inside || '/') + search;
}

/**
 * A path inside the app as a full address someone can open elsewhere (an invite link, the QR code
 * of a check-in session): origin, router base, then the path.
 */
export function absoluteUrl(path: string, location: Pick<Location, 'origin'> = window.location): string {
  const base = (window.routerBase || '/').replace(/\/+$/, '');
  return `${location.origin}${base}/${path.replace(/^\/+/, '')}`;
}
