/**
 * The simulation track for `umi dev`: the mock team's submissions to one phase (fixed answers), an
 * upload that is queued, a cancel. Limits, windows and hidden trials are the server's rules
 * (server/features/simulation/); here hidden trials never show.
 */
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ZipFile } from 'yazl';
import { routeKey } from '../common/contract/operation-table';
import type * as API from '../common/contract';
import * as simulationOperations from '../common/contract/operations/simulation';
import { team } from './support/fixtures';
import { answer } from './support/operation';
import { fail } from './support/envelope';

const PHASE_ID = 3;
const settings: API.SimulationPhaseView = {
  phaseId: PHASE_ID,
  scenario: 'subsea-gates',
  publicSeeds: [101, 102, 103],
  hiddenSeeds: [901, 902],
  dailyLimit: 5,
  concurrentLimit: 1,
  counting: 'best',
};

const scored: API.SimulationSubmission = {
  id: 12,
  phaseId: PHASE_ID,
  language: 'python',
  state: 'scored',
  failure: null,
  publicScore: 71.25,
  selected: false,
  createdAt: '2027-06-12T02:10:00.000Z',
  startedAt: '2027-06-12T02:10:04.000Z',
  finishedAt: '2027-06-12T02:11:40.000Z',
};
const queued: API.SimulationSubmission = {
  ...scored,
  id: 13,
  state: 'queued',
  publicScore: null,
  createdAt: '2027-06-12T03:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};

const trials: API.SimulationTrial[] = settings.publicSeeds.map((seed, i) => ({
  seed,
  score: [80.5, 72, 61.25][i]!,
  parts: { gates: 60, dock: 25, time: [-1.5, -10, -20.75][i]!, collisions: i * -3 },
  failure: null,
  logTail: '',
  steps: 1200 + i * 150,
}));

/** A straight run down the pool, past three gates to the dock: enough for the replay to draw. */
const replay = (seed: number): API.SimulationReplay => ({
  seed,
  stepsPerSecond: 20,
  layout: {
    length: 25,
    width: 10,
    shapes: [
      ...[7, 13, 19].flatMap((x) => [
        { kind: 'post', box: [x, -0.85, 0.05, 0.05] },
        { kind: 'post', box: [x, 0.85, 0.05, 0.05] },
        { kind: 'gate', box: [x, 0, 0.05, 0.8] },
      ]),
      { kind: 'dock', box: [23.5, 0, 0.5, 0.5] },
    ],
  },
  poses: Array.from({ length: 401 }, (_, step) => [1 + step * 0.056, Math.sin(step / 40) * 0.3, 1, 0, 2]),
});

/**
 * The kit's README and sample, read from the scenario's folder. The local runner is not in it: the
 * server bundles it with the physics engine (server/features/simulation/kit/build.ts).
 */
function sendKit(name: string, res: Response) {
  const kit = path.join(__dirname, '../server/features/simulation/scenarios', name, 'kit');
  const zip = new ZipFile();
  for (const file of ['README.md', 'main.py'])
    zip.addBuffer(readFileSync(path.join(kit, file)), `${name}-kit/${file}`);
  zip.end();
  res.set({
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${name}-kit.zip"`,
  });
  const chunks: Buffer[] = [];
  zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
  zip.outputStream.on('end', () => res.send(Buffer.concat(chunks)));
}

const submissionIdOf = (req: Request) => Number(req.params.submissionId);

const job = (submission: API.SimulationSubmission): API.SimulationJob => ({
  ...submission,
  teamId: team.id,
  teamName: team.name,
  attempts: submission.startedAt ? 1 : 0,
  worker: null,
  heartbeatAt: null,
});

export default {
  [routeKey(simulationOperations.starterKit)]: (req: Request, res: Response) => {
    if (req.params.name === settings.scenario) sendKit(settings.scenario, res);
    else fail(res, 404, 'This portal runs no such scenario.');
  },
  ...answer(simulationOperations.listScenarios, () => [
    { name: 'subsea-gates', title: 'Subsea gates', stepsPerSecond: 20 },
  ]),
  ...answer(simulationOperations.getSimulationPhase, () => settings),
  ...answer(simulationOperations.putSimulationPhase, (req) => ({ ...req.body, phaseId: PHASE_ID })),
  ...answer(simulationOperations.listSimulationJobs, () => ({
    list: [job(queued), job(scored)],
    total: 2,
    current: 1,
    pageSize: 20,
  })),
  ...answer(simulationOperations.rerunSubmission, () => job({ ...queued, id: scored.id })),
  ...answer(simulationOperations.teamSimulation, () => [
    {
      phaseId: PHASE_ID,
      phase: {
        id: PHASE_ID,
        name: 'Online qualifier',
        locale: 'en-US',
        startsAt: '2027-06-12T00:00:00.000Z',
        endsAt: '2027-06-13T23:59:59.000Z',
      },
      scenario: settings.scenario,
      scenarioTitle: 'Subsea gates',
      publicSeeds: settings.publicSeeds,
      dailyLimit: settings.dailyLimit,
      usedToday: 2,
      resetsAt: '2027-06-13T00:00:00.000Z',
      concurrentLimit: settings.concurrentLimit,
      counting: settings.counting,
      submissions: [queued, scored],
    },
  ]),
  ...answer(simulationOperations.submitController, () => ({ ...queued, id: 14 })),
  ...answer(simulationOperations.submissionDetail, (req) =>
    submissionIdOf(req) === scored.id ? { submission: scored, trials } : { submission: queued, trials: [] },
  ),
  ...answer(simulationOperations.trialReplay, (req) => replay(Number(req.params.seed))),
  ...answer(simulationOperations.selectSubmission, () => ({ ...scored, selected: true })),
  ...answer(simulationOperations.cancelSubmission, (req) => ({
    ...(submissionIdOf(req) === scored.id ? scored : queued),
    state: 'cancelled',
  })),
};
