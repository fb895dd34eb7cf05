/**
 * What a team's members (and admins) see of the team's simulation phases: today's submissions
 * against the limit, every submission, and one submission's trials. Hidden trials, and any score
 * that counts them, only as results/visibility.ts allows.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  SimulationSubmission,
  SimulationReplay,
  SimulationSubmissionDetail,
  TeamSimulation,
} from '../../../common/contract/simulation';
import type { Database } from '../../db/client';
import { phases, simulationPhases, simulationSubmissions, simulationTrials } from '../../db/schema';
import { AppError, refuseIfAny, type Violation } from '../../http/errors';
import type { Caller } from '../../shared/caller';
import type { Storage } from '../../runtime/storage';
import { competitionName, findCompetition, phaseView } from '../enrolment/competitions';
import { holdsPlace } from '../enrolment/places';
import { publicationOf } from '../results/publication';
import { seesHiddenTrials, sightOf } from '../results/visibility';
import { visibleTeam } from '../teams/teams';
import { checkArtifact } from './artifact';
import { dayIn, nextDayStart } from './days';
import { scenarioNamed } from './scenarios';
import type { TrialResult } from './trial';
import { cancel, select, submit } from './submissions';

type SubmissionRow = typeof simulationSubmissions.$inferSelect;

/** Thousandths of a point to points. */
const points = (milli: number) => milli / 1000;

export function submissionView(row: SubmissionRow, publicTrials: number): SimulationSubmission {
  return {
    id: row.id,
    phaseId: row.phaseId,
    language: row.language,
    state: row.state,
    failure: row.failure ?? null,
    publicScore:
      row.state === 'scored' && row.publicMilli !== null && publicTrials > 0
        ? points(row.publicMilli) / publicTrials
        : null,
    selected: row.selected,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The simulation phase `phaseId` of the team's competition (its settings and its window), or 404. */
async function teamPhase(db: Database, competitionId: number, phaseId: number) {
  const [row] = await db
    .select({
      setting: simulationPhases,
      competitionId: phases.competitionId,
      startsAt: phases.startsAt,
      endsAt: phases.endsAt,
    })
    .from(simulationPhases)
    .innerJoin(phases, eq(phases.id, simulationPhases.phaseId))
    .where(eq(simulationPhases.phaseId, phaseId));
  if (!row || row.competitionId !== competitionId) throw new AppError(404, 'simulationPhaseNotFound');
  return row;
}

export async function teamSimulation(
  db: Database,
  caller: Caller,
  teamId: number,
  now: Date,
): Promise<TeamSimulation> {
  const team = await visibleTeam(db, caller, teamId);
  const settings = await db
    .select({ setting: simulationPhases, phase: phases })
    .from(simulationPhases)
    .innerJoin(phases, eq(phases.id, simulationPhases.phaseId))
    .where(eq(phases.competitionId, team.competitionId))
    .orderBy(asc(phases.startsAt), asc(phases.id));
  const today = dayIn(now, team.timeZone);
  const overview: TeamSimulation = [];
  for (const { setting, phase } of settings) {
    const rows = await db
      .select()
      .from(simulationSubmissions)
      .where(
        and(eq(simulationSubmissions.phaseId, setting.phaseId), eq(simulationSubmissions.teamId, teamId)),
      )
      .orderBy(desc(simulationSubmissions.id));
    overview.push({
      phaseId: setting.phaseId,
      phase: phaseView(phase, caller.locale),
      scenario: setting.scenario,
      scenarioTitle: scenarioNamed(setting.scenario).titles[caller.locale],
      publicSeeds: setting.publicSeeds,
      dailyLimit: setting.dailyLimit,
      usedToday: rows.filter((row) => row.day === today).length,
      resetsAt: nextDayStart(now, team.timeZone).toISOString(),
      concurrentLimit: setting.concurrentLimit,
      counting: setting.counting,
      submissions: rows.map((row) => submissionView(row, setting.publicSeeds.length)),
    });
  }
  return overview;
}

async function teamSubmission(db: Database, teamId: number, submissionId: number) {
  const [row] = await db
    .select()
    .from(simulationSubmissions)
    .where(and(eq(simulationSubmissions.id, submissionId), eq(simulationSubmissions.teamId, teamId)));
  if (!row) throw new AppError(404, 'submissionNotFound');
  return row;
}

/** A submission the caller may read, its phase's settings, and whether the caller sees hidden trials. */
async function readableSubmission(
  db: Database,
  caller: Caller,
  { teamId, submissionId }: { teamId: number; submissionId: number },
  now: Date,
) {
  const team = await visibleTeam(db, caller, teamId);
  const row = await teamSubmission(db, teamId, submissionId);
  const { setting } = await teamPhase(db, team.competitionId, row.phaseId);
  const publication = await publicationOf(db, row.phaseId);
  const sight = await sightOf(db, caller, team.competitionId, publication, now);
  return { row, setting, seesHidden: seesHiddenTrials(sight) };
}

export async function submissionDetail(
  db: Database,
  caller: Caller,
  ids: { teamId: number; submissionId: number },
  now: Date,
): Promise<SimulationSubmissionDetail> {
  const { row, setting, seesHidden } = await readableSubmission(db, caller, ids, now);
  const trials = await db
    .select()
    .from(simulationTrials)
    .where(eq(simulationTrials.submissionId, ids.submissionId))
    .orderBy(asc(simulationTrials.hidden), asc(simulationTrials.seed));
  return {
    submission: submissionView(row, setting.publicSeeds.length),
    trials: trials
      .filter((trial) => !trial.hidden || seesHidden)
      .map((trial) => ({
        seed: trial.seed,
        score: points(trial.milli),
        parts: Object.fromEntries(Object.entries(trial.parts).map(([key, milli]) => [key, points(milli)])),
        failure: (trial.failure as SimulationSubmissionDetail['trials'][number]['failure']) ?? null,
        logTail: trial.logTail,
        steps: trial.steps,
      })),
  };
}

/**
 * One trial's replay. A hidden trial the caller may not see yet is a 404, as one that does not
 * exist: the answer tells nothing of hidden seeds.
 */
export async function trialReplay(
  db: Database,
  caller: Caller,
  ids: { teamId: number; submissionId: number; seed: number },
  now: Date,
): Promise<SimulationReplay> {
  const { setting, seesHidden } = await readableSubmission(db, caller, ids, now);
  const [trial] = await db
    .select({ hidden: simulationTrials.hidden, replay: simulationTrials.replay })
    .from(simulationTrials)
    .where(and(eq(simulationTrials.submissionId, ids.submissionId), eq(simulationTrials.seed, ids.seed)));
  if (!trial || (trial.hidden && !seesHidden)) throw new AppError(404, 'trialNotFound');
  const replay = trial.replay as TrialResult['replay'];
  return {
    seed: ids.seed,
    stepsPerSecond: scenarioNamed(setting.scenario).stepsPerSecond,
    layout: replay.layout,
    poses: replay.poses,
  };
}

/**
 * Checks and stores an uploaded controller, and records it queued. A team submits while the phase
 * is open and while it holds a place in the competition.
 */
export async function submitUpload(
  db: Database,
  storage: Storage,
  caller: Caller,
  ids: { teamId: number; phaseId: number },
  bytes: Buffer,
  now: Date,
): Promise<SimulationSubmission> {
  const team = await visibleTeam(db, caller, ids.teamId);
  const phase = await teamPhase(db, team.competitionId, ids.phaseId);
  const violations: Violation[] = [];
  if (!(await holdsPlace(db, team.id))) {
    const competition = await findCompetition(db, team.competitionId);
    violations.push({
      rule: 'submission_no_place',
      values: { competition: competitionName(competition, caller.locale) },
    });
  }
  if (now < phase.startsAt || now >= phase.endsAt)
    violations.push({
      rule: 'submission_window',
      values: { startsAt: phase.startsAt.toISOString(), endsAt: phase.endsAt.toISOString() },
    });
  refuseIfAny(violations);
  const language = await checkArtifact(bytes);
  const artifact = await storage.put(bytes, 'zip');
  const { id } = await submit(
    db,
    { phaseId: ids.phaseId, teamId: ids.teamId, uid: caller.uid, artifact, language },
    now,
  );
  return submissionView(await teamSubmission(db, ids.teamId, id), phase.setting.publicSeeds.length);
}

/**
 * Cancels a team's submission (queued or running), or selects a scored one as the one that counts
 * (a phase counting the selected one); the submission as it then stands.
 */
export async function changeTeamSubmission(
  db: Database,
  caller: Caller,
  { teamId, submissionId, change }: { teamId: number; submissionId: number; change: 'cancel' | 'select' },
  now: Date,
): Promise<SimulationSubmission> {
  const team = await visibleTeam(db, caller, teamId);
  const before = await teamSubmission(db, teamId, submissionId);
  const phase = await teamPhase(db, team.competitionId, before.phaseId);
  if (change === 'cancel') await cancel(db, teamId, submissionId, now);
  else await select(db, teamId, submissionId, { ...phase, counting: phase.setting.counting }, now);
  return submissionView(await teamSubmission(db, teamId, submissionId), phase.setting.publicSeeds.length);
}
