/**
 * Security headers on every answer, and the cross-site request rules for the API:
 * a state-changing call (POST, PUT, PATCH, DELETE) must come from this site when the browser says
 * where it comes from, and must carry JSON or multipart. An HTML form on another site can send
 * neither a same-origin Origin nor a JSON body, so together with SameSite=Lax cookies this closes CSRF.
 */
import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import '../types';

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
 * The SPA's policy: Umi's bundles are files under /user/dist (script-src 'self'); antd's CSS-in-JS
 * injects <style> elements, which needs style-src 'unsafe-inline'. Images may come from content
 * hosted elsewhere over https.
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

function checkOrigin(request: FastifyRequest, allowed: Set<string>) {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Older browsers omit Origin on same-origin requests but do send Fetch Metadata.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError(403, 'crossOrigin');
    return;
  }
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !allowed.has(origin)) throw new AppError(403, 'crossOrigin');
}

function checkContentType(request: FastifyRequest) {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.has(mediaType)) throw new AppError(415, 'unsupportedMediaType');
}

export default fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy,
      // The SPA loads nothing cross-origin that needs these isolation headers; keep defaults otherwise.
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      hsts: options.https ? { maxAge: 31_536_000 } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    const allowed = new Set(options.allowedOrigins ?? []);
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !isApi(request.url)) return;
      checkOrigin(request, allowed);
      checkContentType(request);
    });
  },
  { name: 'security', dependencies: ['envelope'] },
);
