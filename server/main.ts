/**
 * The server process: reads the environment, binds the port, opens and migrates the database,
 * creates the admin on first start, and serves. `npm run start:server` runs this; `npm start`
 * builds the SPA first. On PGlite the port comes first so that a start that cannot serve (the port
 * is taken) stops before it touches the data folder; a second process on a PGlite folder stops at
 * its lock. On PostgreSQL, where several processes stand behind a proxy, the port is checked free
 * first but listens only once the app is ready, so a starting process takes no request
 * (server/runtime/listen-first.ts, docs/decisions/0035-restart-without-failing-a-request.md).
 */
import { buildApp, type App } from './app';
import { readConfig, type ServerConfig } from './runtime/config';
import { seedContentIfEmpty } from './features/content/first-start';
import { seedIfEmpty } from './shared/seed';
import { contentSeed } from './seed';
import { AppError } from './http/errors';
import { listenFirst } from './runtime/listen-first';
import { endLiveStreams } from './runtime/channel';

/** The administrator and the content, when the database is empty. */
async function seedFirstStart(app: App, config: ServerConfig) {
  try {
    const seed = await seedIfEmpty(
      app.db,
      {
        adminUsername: config.adminUsername,
        adminPassword: config.adminPassword,
        adminEmail: config.adminEmail,
      },
      app.now(),
    );
    if (seed.seeded) {
      app.log.info({ uid: seed.uid, username: seed.username }, 'first start: administrator created');
      if (seed.generatedPassword) {
        // Printed once, to stdout only: it is not stored anywhere in clear.
        process.stdout.write(
          `\n  First start: administrator "${seed.username}" created with password\n\n      ${seed.generatedPassword}\n\n` +
            '  Log in and change it under Settings → Security. It will not be shown again.\n\n',
        );
      }
    }
  } catch (error) {
    if (error instanceof AppError && error.key === 'weakPassword') {
      throw new Error(
        'ADMIN_PASSWORD is too weak: use at least 8 characters mixing letters with digits or symbols.',
      );
    }
    throw error;
  }

  const seeded = await seedContentIfEmpty(app.db, contentSeed, app.now());
  if (seeded) app.log.info({ items: seeded }, 'first start: content loaded');
}

async function main() {
  const config = readConfig(process.env);
  const early = await listenFirst(config.port, config.host, { whenReady: Boolean(config.databaseUrl) });
  const app = buildApp({
    serverFactory: early.factory,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    distDir: config.distDir,
    logger: { level: config.logLevel },
    secureCookie: config.secureCookie,
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    adminRequireTwoFactor: config.adminRequireTwoFactor,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    databaseTimeoutMs: config.databaseTimeoutMs,
    storage: config.storage,
    jobExpireSeconds: config.jobExpireSeconds,
    sandboxLimits: config.sandboxLimits,
    rateLimits: config.rateLimits,
  });

  /**
   * Shutdown, in this order (a second signal forces the exit):
   *  1. `early.close()`: readiness answers 503; the port stops taking connections; every request
   *     that has arrived, parsed or not, is answered, then each connection closes
   *     (server/runtime/drain.ts). What is still open after the grace (10 s) is dropped: a
   *     long-lived response, such as a stream of events, should end itself before then.
   *  2. `app.close()`: Fastify's preClose hooks (mail on its way goes out), then onClose (the
   *     database closes; PGlite flushes its files and frees its lock). Work that runs outside
   *     requests, such as a job queue, stops taking jobs and finishes its current one in a
   *     preClose hook, so it still has the database.
   */
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    process.once(signal, () => process.exit(1));
    await endLiveStreams(app);
    await early.close();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.ready();
    await seedFirstStart(app, config);
    await early.open();
  } catch (error) {
    // Whatever was opened is closed, so PGlite's files and its lock are left clean.
    await app.close().catch(() => undefined);
    throw error;
  }
  app.log.info({ port: config.port, host: config.host, driver: app.dbDriver }, 'serving');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
