/**
 * A phase's publication through the admin routes: moves between states, the lock of a final phase,
 * the advancement rule (top N, a threshold, no next phase), refusals that change nothing, the audit
 * log, and who hears of a change of state.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq, gt, max } from 'drizzle-orm';
import type * as API from '../../../common/contract';
import { events, phaseQualifiers, phases, teams } from '../../../server/db/schema';
import { announceResults } from '../../../server/features/results/announce';
import { call, rules, startPortal, type TestPortal } from '../support/helpers';
import { DAY, openCompetition } from '../support/factories';
import { fieldComponent, insertRuns, insertScheme, insertScores } from '../support/scoring-factories';
import { buildResultsWorld, HOUR, type ResultsWorld } from '../support/results-world';

let portal: TestPortal;
let w: ResultsWorld;

before(async () => {
  portal = await startPortal();
  w = await buildResultsWorld(portal);
});
after(() => portal?.close());

const path = (phaseId: number) => `/api/admin/phases/${phaseId}/publication`;
const get = (phaseId: number) =>
  call<API.PublicationView>(portal.app, 'GET', path(phaseId), { session: w.admin.session });
const put = (phaseId: number, body: unknown) =>
  call<API.PublicationView>(portal.app, 'PUT', path(phaseId), { session: w.admin.session, body });

describe('moves between states', () => {
  test('a phase starts as a draft with a recorded 32-hex seed, made once', async () => {
    const { phaseId } = await w.scoredPhase();
    const first = await get(phaseId);
    assert.equal(first.status, 200, first.raw);
    assert.equal(first.body.data.state, 'draft');
    assert.match(first.body.data.drawSeed, /^[0-9a-f]{32}$/);
    assert.equal((await get(phaseId)).body.data.drawSeed, first.body.data.drawSeed);
  });

  test('any move is allowed until final, with its freeze and rule, and each is in the audit log', async () => {
    const { phaseId } = await w.scoredPhase();
    const freezeAt = new Date(w.now + HOUR).toISOString();
    for (const state of ['published', 'provisional', 'draft', 'published'] as const)
      assert.equal((await put(phaseId, { state })).body.data.state, state);
    const set = await put(phaseId, {
      state: 'provisional',
      freezeAt,
      advancement: { kind: 'top', count: 2 },
    });
    assert.deepEqual(
      [set.body.data.freezeAt, set.body.data.advancement],
      [freezeAt, { kind: 'top', count: 2 }],
    );
    // Omitted keeps them; null clears them.
    const kept = await put(phaseId, { state: 'published' });
    assert.deepEqual(
      [kept.body.data.freezeAt, kept.body.data.advancement],
      [freezeAt, { kind: 'top', count: 2 }],
    );
    const cleared = await put(phaseId, { state: 'published', freezeAt: null, advancement: null });
    assert.deepEqual([cleared.body.data.freezeAt, cleared.body.data.advancement], [null, null]);
    const audit = await call<API.Page<API.AuditEntry>>(portal.app, 'GET', '/api/admin/audit', {
      session: w.admin.session,
      query: { competitionId: String(w.competition.id), pageSize: '50' },
    });
    const moves = audit.body.data.list.filter(
      (e) => e.action === 'phase.publication' && e.targetId === phaseId,
    );
    assert.equal(moves.length, 7);
    assert.deepEqual(
      [(moves[0]!.before as API.PublicationView).state, (moves[0]!.after as API.PublicationView).state],
      ['published', 'published'],
    );
  });

  test('a final phase is locked: every move is a 409 that changes nothing', async () => {
    const { phaseId } = await w.scoredPhase();
    await w.publish(phaseId, { state: 'final' });
    for (const state of ['draft', 'provisional', 'published', 'final']) {
      const refused = await put(phaseId, { state, freezeAt: null });
      assert.equal(refused.status, 409, refused.raw);
      assert.deepEqual(rules(refused), ['phase_final']);
      assert.match(refused.body.message, /final and locked/);
    }
    assert.equal((await get(phaseId)).body.data.state, 'final');
  });

  test('bad input is a 400 with a sentence, an unknown phase a 404, and neither changes anything', async () => {
    const { phaseId } = await w.scoredPhase();
    await w.publish(phaseId, { state: 'provisional' });
    for (const body of [
      { state: 'announced' },
      { state: 'published', advancement: { kind: 'top', count: 0 } },
      { state: 'published', advancement: { kind: 'threshold', total: 101 } },
      { state: 'published', freezeAt: 'tomorrow' },
      { state: 'published', freezeAt: '2026-02-30T25:00:00Z' },
      { state: 'published', extra: true },
    ]) {
      const refused = await put(phaseId, body);
      assert.equal(refused.status, 400, `${JSON.stringify(body)}: ${refused.raw}`);
      assert.ok(refused.body.message.length > 0);
    }
    assert.equal((await get(phaseId)).body.data.state, 'provisional');
    const missing = await put(999_999, { state: 'published' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'There is no such phase.');
    assert.equal((await get(999_999)).status, 404);
  });

  test('a change of state is announced to admins, officials, the phase’s teams’ members and the public', async () => {
    const { phaseId } = await w.scoredPhase();
    await w.publish(phaseId, { state: 'provisional' });
    const heard = await portal.app.db
      .select({ audience: events.audience })
      .from(events)
      .where(eq(events.type, 'result'));
    const audiences = new Set(heard.filter((row) => row.audience).map((row) => row.audience));
    const p = w.people;
    for (const audience of [
      'admins',
      'public',
      `user:${p.referee!.uid}`,
      `user:${p.leaderA!.uid}`,
      `user:${p.memberA!.uid}`,
      `user:${p.leaderB!.uid}`,
      `user:${p.leaderC!.uid}`,
    ])
      assert.ok(audiences.has(audience), audience);
    assert.ok(!audiences.has(`user:${p.outsider!.uid}`));
  });
});

describe('announcing a committed score', () => {
  test('reaches the team while it sees its row live, everyone while the ranking is public and not frozen', async () => {
    const { phaseId } = await w.scoredPhase();
    const p = w.people;
    /** The audiences of the events one announcement of `scope` adds, in this state. */
    async function audiences(body: Record<string, unknown>, scope: 'scores' | 'officials' = 'scores') {
      await w.publish(phaseId, body);
      const [last] = await portal.app.db.select({ seq: max(events.seq) }).from(events);
      await portal.app.db.transaction((tx) =>
        announceResults(tx, { phaseId, teamId: w.teams.A.id, scope }, portal.app.now()),
      );
      const added = await portal.app.db
        .select({ audience: events.audience, data: events.data })
        .from(events)
        .where(gt(events.seq, last!.seq ?? 0));
      for (const event of added) assert.deepEqual(event.data, { phaseId });
      return added.map((event) => event.audience).sort();
    }
    const officials = ['admins', `user:${p.referee!.uid}`];
    const team = [`user:${p.leaderA!.uid}`, `user:${p.memberA!.uid}`];
    const past = new Date(w.now - HOUR).toISOString();
    assert.deepEqual(await audiences({ state: 'draft' }), officials.sort());
    assert.deepEqual(await audiences({ state: 'provisional' }), [...officials, ...team].sort());
    assert.deepEqual(await audiences({ state: 'provisional', freezeAt: past }), officials.sort());
    assert.deepEqual(
      await audiences({ state: 'published', freezeAt: null }),
      [...officials, 'public'].sort(),
    );
    assert.deepEqual(await audiences({ state: 'published', freezeAt: past }), officials.sort());
    assert.deepEqual(await audiences({ state: 'published', freezeAt: null }, 'officials'), officials.sort());
  });
});

describe('advancement when a phase becomes final', () => {
  /** A competition of its own: phases one and two, four teams scoring 90, 70, 55.5 and 40 in phase one. */
  async function season(options: { nextPhase?: boolean } = {}) {
    const { db } = portal.app;
    const competition = await openCompetition(portal, w.admin);
    await insertScheme(db, competition.id, [fieldComponent('field', 100, { attempts: 1, max: 1000 })]);
    const phaseRows = await db
      .insert(phases)
      .values(
        [1, 2].slice(0, options.nextPhase === false ? 1 : 2).map((n) => ({
          competitionId: competition.id,
          names: { 'en-US': `Round ${n}` },
          startsAt: new Date(w.now + n * DAY),
          endsAt: new Date(w.now + n * DAY + HOUR),
        })),
      )
      .returning({ id: phases.id });
    const teamRows = await db
      .insert(teams)
      .values(
        [900, 700, 555, 400].map((points) => ({
          competitionId: competition.id,
          name: `Scored ${points}`,
          organisation: 'Ocean University',
          country: 'China',
          inviteCode: randomBytes(4).toString('hex').toUpperCase(),
        })),
      )
      .returning({ id: teams.id });
    const runIds = await insertRuns(
      db,
      teamRows.map((team) => ({
        phaseId: phaseRows[0]!.id,
        teamId: team.id,
        component: 'field',
        createdAt: new Date(w.now - 2 * HOUR),
      })),
    );
    await insertScores(
      db,
      [900, 700, 555, 400].map((points, i) => ({
        runId: runIds[i]!,
        points,
        maxPoints: 1000,
        committedBy: w.admin.uid,
        committedAt: new Date(w.now - HOUR),
      })),
    );
    return { first: phaseRows[0]!.id, second: phaseRows[1]?.id, teamIds: teamRows.map((team) => team.id) };
  }

  const qualifiers = (phaseId: number) =>
    portal.app.db
      .select({
        teamId: phaseQualifiers.teamId,
        rank: phaseQualifiers.rank,
        from: phaseQualifiers.fromPhaseId,
      })
      .from(phaseQualifiers)
      .where(eq(phaseQualifiers.phaseId, phaseId))
      .orderBy(phaseQualifiers.rank);

  test('top N: the first N by rank go on to the next phase, marked qualified', async () => {
    const { first, second, teamIds } = await season();
    await w.publish(first, { state: 'published', advancement: { kind: 'top', count: 2 } });
    assert.deepEqual(await qualifiers(second!), []);
    await w.publish(first, { state: 'final' });
    assert.deepEqual(await qualifiers(second!), [
      { teamId: teamIds[0], rank: 1, from: first },
      { teamId: teamIds[1], rank: 2, from: first },
    ]);
    const results = await call<API.PhaseResults>(portal.app, 'GET', `/api/results/phases/${first}`);
    assert.deepEqual(
      results.body.data.rows.map((row) => row.qualified),
      [true, true, false, false],
    );
  });

  test('a threshold: every team whose total reaches it, exactly', async () => {
    const { first, second, teamIds } = await season();
    await w.publish(first, { state: 'final', advancement: { kind: 'threshold', total: 55.5 } });
    assert.deepEqual(
      (await qualifiers(second!)).map((row) => row.teamId),
      teamIds.slice(0, 3),
    );
  });

  test('with no next phase, a rule makes final a 409 that changes nothing; without a rule it is final', async () => {
    const { first } = await season({ nextPhase: false });
    await w.publish(first, { state: 'published' });
    const refused = await put(first, { state: 'final', advancement: { kind: 'top', count: 1 } });
    assert.equal(refused.status, 409, refused.raw);
    assert.deepEqual(rules(refused), ['no_next_phase']);
    assert.match(refused.body.message, /No later phase/);
    const unchanged = (await get(first)).body.data;
    assert.deepEqual([unchanged.state, unchanged.advancement], ['published', null]);
    assert.equal((await put(first, { state: 'final' })).status, 200);
  });
});
