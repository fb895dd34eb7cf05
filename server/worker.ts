/**
 * `npm run worker`: a process that runs simulation submissions and serves nothing. Start as many as
 * the machine's cores allow, beside the web processes, on the same PostgreSQL (DATABASE_URL) and
 * the same uploads (STORAGE). On PGlite the portal's own process runs them: no worker is needed,
 * and none can open its data folder.
 *
 * SIGTERM: the submission running goes back to the queue at once for another worker, then the
 * process ends.
 */
import { buildApp } from './app';
import { readConfig } from './runtime/config';

async function main() {
  const config = readConfig(process.env);
  if (!config.databaseUrl)
    throw new Error(
      'a worker needs DATABASE_URL: on the embedded database, npm start runs submissions itself',
    );
  const app = buildApp({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    distDir: config.distDir,
    logger: { level: config.logLevel },
    databaseTimeoutMs: config.databaseTimeoutMs,
    storage: config.storage,
    jobExpireSeconds: config.jobExpireSeconds,
    sandboxLimits: config.sandboxLimits,
    simulationWorker: true,
    docs: false,
  });
  const stop = async (signal: string) => {
    app.log.info(`${signal}: stopping the worker`);
    process.once(signal, () => process.exit(1));
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.ready();
  app.log.info({ driver: app.dbDriver }, 'simulation worker: waiting for submissions');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The worker could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
