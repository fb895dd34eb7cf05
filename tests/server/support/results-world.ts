/**
 * The people and scores the results suites read: a competition with teams A (a leader and a
 * member), B and C (a leader each), a referee of the competition, a user in no team, an admin, and
 * its scheme (a field component of two best runs, 60 %; a judged one, 40 %). `scoredPhase()` makes
 * a phase of it with committed scores (written straight into the tables, committed 3 hours before
 * the portal's clock), or none; `publish()` sets its state through the admin route.
 */
import assert from 'node:assert/strict';
import type * as API from '../../../common/contract';
import { phases } from '../../../server/db/schema';
import { call, type TestPortal } from './helpers';
import { adminSession, DAY, openCompetition, person, type Person, teamOf } from './factories';
import {
  fieldComponent,
  insertOfficial,
  insertRuns,
  insertScheme,
  insertScores,
  judgedComponent,
} from './scoring-factories';

export const HOUR = 3600_000;

export interface ScoreLine {
  team: 'A' | 'B' | 'C';
  component: 'field' | 'docs';
  attempt: number;
  points: number;
  max: number;
  timeMs?: number | null;
}

/** A 84 (field 90/100 → 54, docs 15/20 → 30), B 82 (42 + 40), C 30: A, B, C. */
export const DEFAULT_SCORES: ScoreLine[] = [
  { team: 'A', component: 'field', attempt: 1, points: 80, max: 100, timeMs: 30_000 },
  { team: 'A', component: 'field', attempt: 2, points: 90, max: 100, timeMs: 40_000 },
  { team: 'A', component: 'docs', attempt: 1, points: 15, max: 20 },
  { team: 'B', component: 'field', attempt: 1, points: 70, max: 100, timeMs: 35_000 },
  { team: 'B', component: 'docs', attempt: 1, points: 20, max: 20 },
  { team: 'C', component: 'field', attempt: 1, points: 50, max: 100, timeMs: 50_000 },
];

export async function buildResultsWorld(portal: TestPortal) {
  const { app } = portal;
  const admin = await adminSession(portal);
  const competition = await openCompetition(portal, admin);
  const [leaderA, memberA, leaderB, leaderC, outsider, referee] = await Promise.all(
    Array.from({ length: 6 }, () => person(portal)),
  );
  const teams = {
    A: await teamOf(portal, competition.id, leaderA!, [memberA!]),
    B: await teamOf(portal, competition.id, leaderB!),
    C: await teamOf(portal, competition.id, leaderC!),
  };
  await insertOfficial(app.db, competition.id, referee!.uid, 'referee');
  await insertScheme(
    app.db,
    competition.id,
    [
      fieldComponent('field', 60, { aggregate: 'best', attempts: 2, max: 100 }),
      judgedComponent('docs', 40, 20),
    ],
    [
      { kind: 'component', key: 'field' },
      { kind: 'time', key: 'field' },
    ],
  );
  const now = app.now().getTime();
  let made = 0;

  /** A new phase of the competition with these committed scores; its runs' ids by `team:component:attempt`. */
  async function scoredPhase(scores: ScoreLine[] = DEFAULT_SCORES) {
    made += 1;
    const [phase] = await app.db
      .insert(phases)
      .values({
        competitionId: competition.id,
        names: { 'en-US': `Results phase ${made}` },
        startsAt: new Date(now + made * DAY),
        endsAt: new Date(now + made * DAY + HOUR),
      })
      .returning({ id: phases.id });
    const phaseId = phase!.id;
    // A phase without runs (a simulation phase's, say).
    if (!scores.length) return { phaseId, runs: new Map<string, number>() };
    const runIds = await insertRuns(
      app.db,
      scores.map((line) => ({
        phaseId,
        teamId: teams[line.team].id,
        component: line.component,
        attempt: line.attempt,
        createdAt: new Date(now - 4 * HOUR),
      })),
    );
    await insertScores(
      app.db,
      scores.map((line, i) => ({
        runId: runIds[i]!,
        points: line.points,
        maxPoints: line.max,
        timeMs: line.timeMs ?? null,
        committedBy: admin.uid,
        committedAt: new Date(now - 3 * HOUR),
      })),
    );
    const runs = new Map(
      scores.map((line, i) => [`${line.team}:${line.component}:${line.attempt}`, runIds[i]!]),
    );
    return { phaseId, runs };
  }

  async function publish(phaseId: number, body: Record<string, unknown>) {
    const answer = await call<API.PublicationView>(app, 'PUT', `/api/admin/phases/${phaseId}/publication`, {
      session: admin.session,
      body,
    });
    assert.equal(answer.status, 200, answer.raw);
    return answer.body.data;
  }

  const readers = {
    anonymous: undefined,
    outsider: outsider!.session,
    member: memberA!.session,
    otherLeader: leaderB!.session,
    referee: referee!.session,
    admin: admin.session,
  } as Record<string, string | undefined>;

  return {
    portal,
    admin,
    competition,
    people: {
      leaderA: leaderA!,
      memberA: memberA!,
      leaderB: leaderB!,
      leaderC: leaderC!,
      outsider: outsider!,
      referee: referee!,
    } as Record<string, Person>,
    teams,
    readers,
    now,
    scoredPhase,
    publish,
  };
}

export type ResultsWorld = Awaited<ReturnType<typeof buildResultsWorld>>;
