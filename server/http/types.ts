/** What the plugins add to Fastify's types. Imported for its side effect by every plugin. */
import type { AccessRule, Operation } from '../../common/contract/operation';
import type { Database, DatabaseHandle } from '../db/client';
import type { Channel } from '../runtime/channel';
import type { WriteWatch } from '../db/write-watch';
import type { PublicUser } from '../features/accounts/public-user';
import type { IssuedSession, SessionUser } from '../features/accounts/sessions';
import type { RateLimiters } from '../plugins/rate-limit';
import type { Postbox } from '../messaging/mail';
import type { Jobs } from '../runtime/jobs';
import type { SmsSender } from '../messaging/sms';

export type { AccessRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** The route's declaration (server/http/route.ts sets both it and `access`). */
    operation?: Operation;
    /** How long the body may take to arrive, in ms, where a route needs more than the default. */
    bodyTimeout?: number;
  }

  interface FastifyInstance {
    db: Database;
    dbDriver: 'pglite' | 'postgres';
    /** PGlite only (null on PostgreSQL): moves at every write, for caches that must not go stale. */
    dbWrites: WriteWatch | null;
    /** LISTEN on a channel of the database (server/db/client.ts); the live channel uses it. */
    dbListen: DatabaseHandle['listen'];
    /** The live channel: events to the open `GET /api/events` streams (server/runtime/channel.ts). */
    channel: Channel;
    /** The time as the app sees it; tests move it to expire codes and sessions. */
    now(): Date;
    sms: SmsSender;
    /** Account mail, sent after the answer (server/messaging/mail.ts). */
    mail: Postbox;
    /** Work that runs later or outside a request, once across every process (server/runtime/jobs.ts). */
    jobs: Jobs;
    /** PUBLIC_URL: the base of links in mail; null means the request's own origin. */
    publicUrl: string | null;
    limiters: RateLimiters;
    /** ADMIN_REQUIRE_2FA: an admin without two-factor sign-in is refused admin routes (plugins/access.ts). */
    adminRequireTwoFactor: boolean;
  }

  interface FastifyRequest {
    /** The signed-in user, or null; set by plugins/session.ts before the access guard runs. */
    user: SessionUser | null;
    /** The signed-in user as `GET /api/user/currentUser` answers it, read with the session; shared, never changed. */
    account: Readonly<PublicUser> | null;
  }

  interface FastifyReply {
    /** Sets the session cookie for a session just created. */
    startSession(session: IssuedSession): void;
    /** Removes the session cookie. */
    clearSession(): void;
  }
}
