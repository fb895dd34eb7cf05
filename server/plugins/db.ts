/** Opens (and migrates) the database before any route runs; closes it with the app. */
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseOptions } from '../db/client';
import { purgeExpiredSessions } from '../features/accounts/sessions';
import '../http/types';

const PURGE_EVERY_MS = 6 * 3600 * 1000;

export default fp<DatabaseOptions>(
  async (app, options) => {
    const handle = await openDatabase(options);
    app.decorate('db', handle.db);
    app.decorate('dbDriver', handle.driver);
    app.decorate('dbWrites', handle.writes ?? null);
    app.decorate('dbListen', handle.listen);
    app.log.info({ driver: handle.driver }, 'database ready');

    const purge = () =>
      purgeExpiredSessions(handle.db, app.now()).catch((err: unknown) =>
        app.log.warn({ err }, 'session purge failed'),
      );
    const timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onReady', purge);
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await handle.close();
    });
  },
  { name: 'db' },
);
