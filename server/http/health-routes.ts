/**
 * Health for load balancers and uptime checks. `/api/health` (liveness) answers 200 while the process
 * runs, from the moment it has bound its port (status `starting` until the app is ready, answered by
 * server/runtime/listen-first.ts; on PostgreSQL the port is bound only once the app is ready).
 * `/api/health/ready` (readiness) answers 200 only once the app is ready and the database answers,
 * and 503 from the moment the process is told to stop (answered by listen-first.ts). No session, no
 * rate limit: a checker polls them often, and a 503 must mean the portal, not the checker, has a
 * problem.
 */
import * as platformOperations from '../../common/contract/operations/platform';
import { route } from './route';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { ErrorEnvelope, Health } from '../../common/contract';
import { ok } from './envelope';
import { AppError } from './errors';
import './types';
import { within } from '../runtime/within';

/** How long the readiness check waits for the database before it calls it unavailable. */
const DATABASE_TIMEOUT_MS = 2_000;

async function databaseAnswers(ping: () => Promise<unknown>): Promise<boolean> {
  try {
    return await within(
      ping().then(() => true),
      DATABASE_TIMEOUT_MS,
      false,
    );
  } catch {
    return false;
  }
}

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const health = (status: Health['status']) => ok({ status, uptime: Math.round(process.uptime()) });

  route(app, platformOperations.health, async () => health('ok'));

  route(
    app,
    platformOperations.ready,
    async () => {
      if (!(await databaseAnswers(() => app.db.execute(sql`select 1`)))) throw new AppError(503, 'notReady');
      return health('ready');
    },
    { response: { 503: ErrorEnvelope } },
  );
};

export default healthRoutes;
