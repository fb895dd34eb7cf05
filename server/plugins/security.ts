/**
 * Security headers on every answer (a build's script or stylesheet gets those that apply to it), and
 * the cross-site request rules for the API:
 * a state-changing call (POST, PUT, PATCH, DELETE) must come from this site when the browser says
 * where it comes from, and must carry JSON or multipart. An HTML form on another site can send
 * neither a same-origin Origin nor a JSON body, so together with SameSite=Lax cookies this closes CSRF.
 *
 * Also: the host a request names must be a host, since links are built from it (a 400 otherwise); and
 * no string in the query, path or body may contain a NUL character. PostgreSQL cannot store one in
 * text or jsonb, so it is refused here with a 400 before it reaches a handler.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldError } from '../http/errors';
import '../http/types';
import { isApiPath } from '../http/api-path';
import { SCRIPT_LOADER_SOURCE } from '../render/render-page';

export interface SecurityOptions {
  /** Extra origins allowed to call the API with cookies (e.g. a separate admin host). */
  allowedOrigins?: string[];
  /**
   * The portal is known to be served over https: send Strict-Transport-Security. Off otherwise, so
   * a portal tried out over plain http on some address does not pin that host to https.
   */
  https?: boolean;
}

/**
 * The SPA's policy: Umi's bundles are files under /user/dist (script-src 'self'), started on a
 * rendered page by one inline loader, allowed by its hash (server/render/render-page.ts); antd's CSS-in-JS
 * injects <style> elements, which needs style-src 'unsafe-inline'. Images may come from content
 * hosted elsewhere over https.
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", SCRIPT_LOADER_SOURCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_TYPES = new Set(['application/json', 'multipart/form-data']);

function checkOrigin(request: FastifyRequest, allowed: Set<string>, https: boolean) {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Older browsers omit Origin on same-origin requests but do send Fetch Metadata.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError(403, 'crossOrigin');
    return;
  }
  if (allowed.has(origin)) return;
  if (origin === `${request.protocol}://${request.host}`) return;
  // Served over https with TLS ending at a proxy that Fastify is not told to trust: the request
  // arrives as http, while the browser names the page https.
  if (https && origin === `https://${request.host}`) return;
  throw new AppError(403, 'crossOrigin');
}

/**
 * Whether the request's host (Host, or X-Forwarded-Host from a trusted proxy) is a host name, an IPv4
 * or a bracketed IPv6 address, with an optional port, as HTTP requires: anything else (`a b`,
 * `evil.example/path`, `user@host`) would make the links built from it wrong or unparseable. An absent
 * Host (HTTP/1.0) is let through; Node refuses HTTP/1.1 requests without one.
 */
export const validHost = (host: string | undefined) =>
  !host || /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*)|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host);

/** The path (`a.b.0`) of the first string, or object key, holding a NUL character; null if none. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function checkContentType(request: FastifyRequest) {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.has(mediaType)) throw new AppError(415, 'unsupportedMediaType');
}

/** What Fastify itself puts on an answer, as opposed to what helmet adds. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers, worked out once. @fastify/helmet builds helmet's middleware anew at every request
 * (about 50 µs, a large share of a signed-in answer), though for one configuration the headers never
 * vary: they are read off one answer of a throwaway instance and then set as they are.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  try {
    const answer = await probe.inject('/');
    return Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !OWN_HEADERS.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/**
 * The headers a browser reads on a script or a stylesheet: no sniffing of its type, no use by other
 * sites, and HSTS, which any https answer sets. The rest (the content security policy, framing and
 * opener policies) govern documents only; a stylesheet's referrer policy would govern the fetches of
 * its `url()`s, and ours is the browsers' default. On each of a page's dozen files they were 0.6 KB
 * of headers that HTTP/1.1 sends uncompressed, about 7 KB of every first visit.
 */
export const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/** An answer that is a script or a stylesheet, by its type: no browser renders one as a document. */
export const isScriptOrStyle = (contentType: unknown) =>
  /^\s*(text|application)\/javascript|^\s*text\/css/i.test(String(contentType ?? ''));

export default fp<SecurityOptions>(
  async (app, options) => {
    const headers = await helmetHeaders({
      contentSecurityPolicy,
      // The SPA loads nothing cross-origin that needs these isolation headers; keep defaults otherwise.
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      hsts: options.https ? { maxAge: 31_536_000 } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    const documentOnly = Object.keys(headers).filter((name) => !SUBRESOURCE_HEADERS.has(name));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isScriptOrStyle(reply.getHeader('content-type'))) {
        for (const name of documentOnly) reply.removeHeader(name);
      }
      done(null, payload);
    });

    // Before any route reads it: links in mail, the feed and the sitemap are built from it
    // (server/messaging/account-links.ts) when PUBLIC_URL is not set, and the same-origin rule compares with it.
    app.addHook('onRequest', async (request) => {
      if (!validHost(request.host)) throw new AppError(400, 'badHost');
    });

    const allowed = new Set(options.allowedOrigins ?? []);
    app.addHook('onRequest', async (request) => {
      // The route the router matched, not the raw URL: `/%61pi/login/account` is the login route too.
      if (!STATE_CHANGING.has(request.method) || !isApiPath(request.routeOptions.url ?? request.url)) return;
      checkOrigin(request, allowed, options.https === true);
      checkContentType(request);
    });

    app.addHook('preValidation', async (request) => {
      for (const part of [request.query, request.params, request.body]) {
        const field = findNul(part);
        // '' is a bare string body; name it after the part it is.
        if (field !== null) throw fieldError(field || 'body', 'field.nul');
      }
    });
  },
  { name: 'security', dependencies: ['envelope'] },
);
