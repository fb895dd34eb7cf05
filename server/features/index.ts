/**
 * Every area's route plugins, registered in this order by app.ts (after the plugins whose hooks and
 * route collectors must see them). A new feature is one line here. Each plugin is its own Fastify
 * context, as before: none adds hooks or prefixes, and each route declares its own `config.access`.
 */
import type { FastifyInstance } from 'fastify';
import healthRoutes from '../http/health-routes';
import type { Storage } from '../runtime/storage';
import adminAccountRoutes from './accounts/admin-routes';
import authRoutes from './accounts/auth-routes';
import recoveryRoutes from './accounts/recovery-routes';
import twoFactorRoutes from './accounts/two-factor-routes';
import userRoutes from './accounts/user-routes';
import adminAttendanceRoutes from './attendance/admin-routes';
import attendanceRoutes from './attendance/routes';
import adminAuditRoutes from './audit/admin-routes';
import adminContentRoutes from './content/admin-routes';
import discoveryRoutes from './content/discovery-routes';
import eventRoutes from './events/routes';
import contentRoutes from './content/routes';
import adminEnrolmentRoutes from './enrolment/admin-routes';
import competitionRoutes from './enrolment/competition-routes';
import enrolmentRoutes from './enrolment/enrolment-routes';
import noticeRoutes from './notices/routes';
import adminScoringRoutes from './scoring/admin-routes';
import scoringRoutes from './scoring/routes';
import adminResultsRoutes from './results/admin-routes';
import resultsRoutes from './results/routes';
import adminSimulationRoutes from './simulation/admin-routes';
import simulationRoutes from './simulation/routes';
import adminTeamRoutes from './teams/admin-routes';
import teamRoutes from './teams/routes';

export interface FeatureOptions {
  /** Where uploaded images go (content's uploads). */
  storage: Storage;
}

export function registerFeatures(app: FastifyInstance, { storage }: FeatureOptions): void {
  app.register(healthRoutes);
  app.register(authRoutes);
  app.register(userRoutes);
  app.register(twoFactorRoutes);
  app.register(recoveryRoutes);
  app.register(noticeRoutes);
  app.register(competitionRoutes);
  app.register(teamRoutes);
  app.register(enrolmentRoutes);
  app.register(attendanceRoutes);
  app.register(adminEnrolmentRoutes);
  app.register(adminTeamRoutes);
  app.register(adminAttendanceRoutes);
  app.register(adminAccountRoutes);
  app.register(adminAuditRoutes);
  app.register(contentRoutes);
  app.register(adminContentRoutes, { storage });
  app.register(simulationRoutes, { storage });
  app.register(adminSimulationRoutes);
  app.register(discoveryRoutes);
  app.register(eventRoutes);
  app.register(adminScoringRoutes);
  app.register(scoringRoutes);
  app.register(resultsRoutes);
  app.register(adminResultsRoutes);
}
