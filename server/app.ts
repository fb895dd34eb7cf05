/**
 * Builds the portal's server: API, docs and the built SPA on one Fastify instance. No listening and
 * no globals, so each test suite builds its own; `server/main.ts` is the process around it.
 * The database opens (and migrates) during `app.ready()` / `app.listen()`.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import access, { checkRouteAccess } from './plugins/access';
import bodyTimeout from './plugins/body-timeout';
import db from './plugins/db';
import docs from './plugins/docs';
import envelope, { replyWithFailure } from './plugins/envelope';
import loginBudgets from './plugins/login-budgets';
import rateLimit, { type RateLimitSettings } from './plugins/rate-limit';
import requestLog from './plugins/request-log';
import security from './plugins/security';
import session from './plugins/session';
import spa from './plugins/spa';
import { registerFeatures } from './features';
import { composeAccountMail, type AccountMail } from './messaging/account-links';
import {
  ACCOUNT_MAIL_JOB,
  createPostbox,
  logMailer,
  outboxMailer,
  smtpMailer,
  type Mailer,
} from './messaging/mail';
import { logSmsSender, type SmsSender } from './messaging/sms';
import { databaseStorage } from './runtime/database-storage';
import { simulationQueueOptions, startSimulationWorker } from './features/simulation/queue';
import { SIMULATION_JOB } from './features/simulation/submissions';
import type { SandboxLimits } from './features/simulation/sandbox/limits';
import { diskStorage, uploadsFolder, type Storage, type StorageKind } from './runtime/storage';
import { createJobs } from './runtime/jobs';
import { SETTLE_SESSION_JOB, settleOnSchedule } from './features/attendance/sessions';
import channel, { type ChannelOptions } from './runtime/channel';
import type { TrustProxy } from './runtime/config';
import type { Database } from './db/client';
import './http/types';
import { within } from './runtime/within';

export interface AppOptions {
  /** `postgres://…` to use a PostgreSQL server; otherwise PGlite under dataDir. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (`<dataDir>/pglite`); 'memory' for a throwaway database. Default ./data. */
  dataDir?: string | 'memory';
  /** With dataDir 'memory': a dump of a migrated PGlite database to start from (tests share one). */
  memoryTemplate?: Blob;
  /** PostgreSQL: how long one query may take, in ms, before the request answers 503. Default 5 s. */
  databaseTimeoutMs?: number;
  /** The SPA build (`max build` output). Default ./dist. */
  distDir?: string;
  /**
   * How long a page waits for its content, its status and its render before it goes out without
   * them (server/render/). Tests that read those raise it, so a loaded machine cannot change them.
   */
  pageBudgetMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Where SMS login codes go; default: the server log. */
  smsSender?: SmsSender;
  /** Where account mail goes; default: `smtpUrl`, or `.eml` files in `<dataDir>/outbox`. */
  mailer?: Mailer;
  /** `smtp://user:pass@host:587` or `smtps://…`: send account mail through this server. */
  smtpUrl?: string;
  /** The From of account mail. */
  mailFrom?: string;
  /** The portal's address as visitors reach it (`https://portal.example.org`), for links in mail. */
  publicUrl?: string;
  /** The app's clock; tests move it forward to expire codes and sessions. */
  clock?: () => Date;
  /**
   * The portal is served over https (perhaps with TLS ending at a proxy): the session cookie is
   * always Secure and Strict-Transport-Security is sent. Without it the cookie is Secure only on
   * requests that arrive as https.
   */
  secureCookie?: boolean;
  /** Trust X-Forwarded-* from this many proxies, or from these addresses (client address, https). */
  trustProxy?: TrustProxy;
  /** Other origins whose pages may make state-changing API calls. */
  allowedOrigins?: string[];
  /** Largest accepted request body in bytes; more answers 413. Default 1 MiB. */
  bodyLimit?: number;
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * Where uploaded images go: 'postgres' (the database; the default with databaseUrl) or 'folder'
   * (files under `<dataDir>/uploads`, a temporary folder for 'memory'; the default on PGlite).
   */
  storage?: Storage | StorageKind;
  /** How long a request's body may take to arrive, in ms; then it gets a 408. Default 30 s. */
  bodyTimeout?: number;
  /** Serve OpenAPI at /api/docs. Default true. */
  docs?: boolean;
  /** A server already listening (server/runtime/listen-first.ts), instead of one Fastify makes at `listen()`. */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** Admins must turn on two-factor sign-in before admin routes answer (ADMIN_REQUIRE_2FA). */
  adminRequireTwoFactor?: boolean;
  /** PostgreSQL: how long a job may run before it counts as lost and another process retries it. Default 60 s. */
  jobExpireSeconds?: number;
  /** The live events streams' heartbeat and reconnection delay (tests shorten them). */
  liveEvents?: ChannelOptions;
  /**
   * Run simulation submissions in this process (server/features/simulation/queue.ts). Default: on
   * PGlite, where this is the only process; off on PostgreSQL, where `npm run worker` runs them.
   */
  simulationWorker?: boolean;
  /** The sandbox's limits for this process's trials (tests shorten them). */
  sandboxLimits?: SandboxLimits;
}

/** A throwaway portal ('memory') has no folder for an outbox: its mail goes to the log, like SMS codes. */
function defaultMailer(options: AppOptions, log: FastifyBaseLogger): Mailer {
  const from = options.mailFrom ?? 'Competition portal <no-reply@portal.local>';
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, from);
  const dataDir = options.dataDir ?? './data';
  if (dataDir === 'memory') return logMailer(log);
  return outboxMailer(path.resolve(dataDir, 'outbox'), from);
}

/** How long shutdown waits for the job running (a stalled mail server); the job is retried later. */
const JOB_DRAIN_MS = 5_000;

function chooseStorage(options: AppOptions, db: () => Database): Storage {
  const kind = options.storage ?? (options.databaseUrl ? 'postgres' : 'folder');
  if (typeof kind === 'object') return kind;
  if (kind === 'postgres') return databaseStorage(db);
  const dataDir = options.dataDir ?? './data';
  if (dataDir !== 'memory') return diskStorage(uploadsFolder(dataDir));
  return diskStorage(path.join(tmpdir(), `portal-uploads-${process.pid}-${randomBytes(4).toString('hex')}`));
}

/**
 * Fastify trusts no hop when given a bare number (it cannot check the peer), so a number of hops
 * becomes the function proxy-addr would build: the nearest `n` addresses are proxies.
 */
const trustedProxies = (trust: TrustProxy = false) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export function buildApp(options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: trustedProxies(options.trustProxy),
    frameworkErrors: replyWithFailure,
    // A client that stalls is cut off: an idle connection after 72 s, a body that has not arrived
    // in its route's time (below). Without these, one byte every few seconds holds a request open
    // forever and keeps shutdown waiting for it.
    // Node's bound for a whole request, past any route's own body time (plugins/body-timeout.ts).
    requestTimeout: 5 * 60_000,
    connectionTimeout: 72_000,
    // plugins/request-log.ts logs what deserves it; Fastify's own lines cost more than the answer.
    logController: new LogController({ disableRequestLogging: true }),
    // A first start creates and migrates PGlite's folder: more than Fastify's 10 s on a busy small machine.
    pluginTimeout: 120_000,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // TypeBox checks each part; query and params are converted from strings first, bodies are not
  // coerced at all (a JSON "5" is not the number 5, and null is never turned into "").
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  // Added before anything else registers a route, so no route, however it is added, escapes the check.
  app.addHook('onRoute', checkRouteAccess);

  app.decorate('now', options.clock ?? (() => new Date()));
  app.decorate('sms', options.smsSender ?? logSmsSender(app.log));
  app.decorate('adminRequireTwoFactor', options.adminRequireTwoFactor === true);
  const jobs = createJobs({
    databaseUrl: options.databaseUrl,
    db: () => app.db,
    clock: app.now,
    log: app.log,
    expireSeconds: options.jobExpireSeconds,
  });
  app.decorate('jobs', jobs);
  const delivery = options.mailer ?? defaultMailer(options, app.log);
  app.decorate('mail', createPostbox(jobs, delivery));
  app.decorate('publicUrl', options.publicUrl ?? null);
  jobs.work(ACCOUNT_MAIL_JOB, (mail: AccountMail) => composeAccountMail(app, mail));
  jobs.work(SETTLE_SESSION_JOB, (data: { sessionId: number }) =>
    settleOnSchedule(app.db, jobs, data, app.now()),
  );
  const storage = chooseStorage(options, () => app.db);
  const simulation =
    (options.simulationWorker ?? !options.databaseUrl)
      ? startSimulationWorker({
          db: () => app.db,
          jobs,
          storage,
          clock: app.now,
          log: app.log,
          limits: options.sandboxLimits,
        })
      : undefined;
  // Uploads are queued here and run by `npm run worker`s, which may not have started yet.
  if (!simulation) jobs.declare(SIMULATION_JOB, simulationQueueOptions(options.sandboxLimits));
  // After every plugin has loaded, so the database is open.
  app.addHook('onReady', () => jobs.start());
  // Before the database closes (onClose): the job running finishes (a simulation's goes back to the
  // queue); queued ones wait in the database.
  app.addHook('preClose', async () => {
    simulation?.stop();
    await within(jobs.stop(), JOB_DRAIN_MS, undefined);
    delivery.close?.();
  });

  // Order matters: hooks run in registration order (headers, CSRF rules, session, access guard),
  // and the access check, rate limits and OpenAPI collect routes as they are added after them.
  app.register(requestLog);
  app.register(envelope);
  app.register(bodyTimeout, { ms: options.bodyTimeout ?? 30_000 });
  // ETags first, on the answer as written; then compression of what is worth it (JSON over 1 KB,
  // index.html; built files come pre-compressed). Both before any route, so every route has them.
  app.register(fastifyEtag, { weak: true });
  app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.register(db, {
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? './data',
    memoryTemplate: options.memoryTemplate,
    timeoutMs: options.databaseTimeoutMs,
  });
  app.register(channel, options.liveEvents ?? {});
  app.register(security, { allowedOrigins: options.allowedOrigins, https: options.secureCookie });
  app.register(session, { secureCookie: options.secureCookie });
  app.register(access);
  app.register(rateLimit, { limits: options.rateLimits });
  app.register(loginBudgets, { secureCookie: options.secureCookie });
  if (options.docs !== false) app.register(docs);

  registerFeatures(app, { storage });

  app.register(spa, { distDir: options.distDir ?? './dist', budgetMs: options.pageBudgetMs });
  return app;
}

export type App = ReturnType<typeof buildApp>;
