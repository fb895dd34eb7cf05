/**
 * The simulation track's routes as a team and an admin use them: a phase's settings, an upload that
 * is queued and counted against the team's day, a submission's trials (hidden ones only once the
 * results are published), a cancel. Every refusal says why and changes nothing. No worker runs here:
 * submissions stay queued (running them: submissions.test.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type * as API from '../../../common/contract';
import { SIMULATION_LIMITS } from '../../../common/limits';
import { events, simulationSubmissions, simulationTrials } from '../../../server/db/schema';
import { adminSession, DAY, openCompetition, person, teamOf, type Person } from '../support/factories';
import { multipartFile, zipOf } from '../support/files';
import { call, type TestPortal, startPortal } from '../support/helpers';
import { insertRuns } from '../support/scoring-factories';
import { scoredSubmission } from '../support/simulation';

const HOUR = 3600_000;
const SAMPLE = readFileSync(
  path.join(__dirname, '../../../server/features/simulation/scenarios/subsea-gates/kit/main.py'),
);
const SETTINGS = {
  scenario: 'subsea-gates',
  publicSeeds: [11, 12],
  hiddenSeeds: [13],
  dailyLimit: 5,
  concurrentLimit: 1,
  counting: 'best',
};

let portal: TestPortal;
let admin: { session: string };
let leader: Person;
let member: Person;
let outsider: Person;
let teamId: number;
let phaseId: number;
let competitionId: number;

const ask = async <T>(method: 'GET' | 'PUT' | 'POST', url: string, session: string, body?: unknown) =>
  call<T>(portal.app, method, url, { session, body });

async function newPhase(startsAt: number, endsAt: number, overrides: Partial<typeof SETTINGS> = {}) {
  const made = await ask<API.AdminPhase>('POST', '/api/admin/phases', admin.session, {
    competitionId,
    name: `Qualifier ${Math.random().toString(36).slice(2, 6)}`,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
  });
  assert.equal(made.status, 200, made.raw);
  const set = await ask('PUT', `/api/admin/phases/${made.body.data.id}/simulation`, admin.session, {
    ...SETTINGS,
    ...overrides,
  });
  assert.equal(set.status, 200, set.raw);
  return made.body.data.id;
}

const upload = (bytes: Buffer, options: { team?: number; phase?: number; session?: string } = {}) => {
  const file = multipartFile(bytes, 'controller.zip', 'application/zip');
  return call<API.SimulationSubmission>(
    portal.app,
    'POST',
    `/api/teams/${options.team ?? teamId}/simulation/phases/${options.phase ?? phaseId}/submissions`,
    { session: options.session ?? member.session, headers: file.headers, body: file.payload },
  );
};

const overview = async (session = member.session) => {
  const answer = await ask<API.TeamSimulation>('GET', `/api/teams/${teamId}/simulation`, session);
  assert.equal(answer.status, 200, answer.raw);
  return answer.body.data.find((phase) => phase.phaseId === phaseId)!;
};

before(async () => {
  portal = await startPortal({ simulationWorker: false });
  admin = await adminSession(portal);
  competitionId = (await openCompetition(portal, admin)).id;
  [leader, member, outsider] = [await person(portal), await person(portal), await person(portal)];
  teamId = (await teamOf(portal, competitionId, leader, [member])).id;
  const enrolled = await ask('POST', '/api/enrolments', leader.session, { competitionId, teamId });
  assert.equal(enrolled.status, 200, enrolled.raw);
  const now = portal.app.now().getTime();
  phaseId = await newPhase(now - HOUR, now + DAY);
});
after(() => portal?.close());

describe('a team submits', () => {
  test('a member uploads the sample controller: queued, counted against today', async () => {
    const sent = await upload(await zipOf([{ name: 'main.py', data: SAMPLE }]));
    assert.equal(sent.status, 200, sent.raw);
    assert.equal(sent.body.data.state, 'queued');
    assert.equal(sent.body.data.language, 'python');
    assert.equal(sent.body.data.publicScore, null);
    const phase = await overview(leader.session);
    assert.equal(phase.usedToday, 1);
    assert.equal(phase.dailyLimit, 5);
    assert.ok(Date.parse(phase.resetsAt) > portal.app.now().getTime());
    assert.deepEqual(
      phase.submissions.map((submission) => submission.id),
      [sent.body.data.id],
    );
  });

  test('bad uploads get a clear 4xx in the envelope and change nothing', async () => {
    const before_ = (await overview()).submissions.length;
    const png = readFileSync(path.join(__dirname, '../../fixtures/pixel.png'));
    const cases: [string, Promise<{ status: number; body: { message: string } }>, number][] = [
      ['an image', upload(png), 415],
      ['a zip without main.py or main.js', upload(await zipOf([{ name: 'readme.txt', data: 'hi' }])), 400],
      [
        'a zip with ../ in a path',
        upload(await zipOf([{ name: 'main.py' }, { name: 'aa/evil.py' }], [['aa/evil.py', '../evil.py']])),
        400,
      ],
      ['more than 5 MB', upload(Buffer.alloc(SIMULATION_LIMITS.artifactBytes + 1, 1)), 413],
      [
        'JSON instead of a file',
        call(portal.app, 'POST', `/api/teams/${teamId}/simulation/phases/${phaseId}/submissions`, {
          session: member.session,
          body: { file: 'main.py' },
        }),
        400,
      ],
    ];
    for (const [what, answer, status] of cases) {
      const { status: got, body } = await answer;
      assert.equal(got, status, `${what}: ${JSON.stringify(body)}`);
      assert.ok(body.message && !/error|exception/i.test(body.message), `${what}: ${body.message}`);
    }
    assert.equal((await overview()).submissions.length, before_);
  });

  test('the 6th submission of a day is refused with when the count starts again', async () => {
    const zip = await zipOf([{ name: 'main.js', data: 'process.stdin.resume();\n' }]);
    while ((await overview()).usedToday < 5) assert.equal((await upload(zip)).status, 200);
    const { resetsAt } = await overview();
    const refused = await upload(zip);
    assert.equal(refused.status, 409, refused.raw);
    assert.match(refused.body.message, /5/);
    assert.ok(refused.raw.includes(resetsAt), `${refused.body.message} names ${resetsAt}`);
    assert.equal((await overview()).submissions.length, 5);
  });

  test('while the phase is open the team keeps its time zone, which its day is counted in', async () => {
    const team = await ask<API.TeamView>('GET', `/api/teams/${teamId}`, leader.session);
    const body = {
      name: team.body.data.name,
      organisation: team.body.data.organisation,
      country: team.body.data.country,
      description: team.body.data.description,
    };
    const moved = await ask<unknown>('PUT', `/api/teams/${teamId}`, leader.session, {
      ...body,
      timeZone: 'Pacific/Kiritimati',
    });
    assert.equal(moved.status, 409, moved.raw);
    assert.match(moved.raw, /team_time_zone_fixed/);
    assert.equal(
      (await ask<API.TeamView>('GET', `/api/teams/${teamId}`, leader.session)).body.data.timeZone,
      'UTC',
    );
    const same = await ask<API.TeamView>('PUT', `/api/teams/${teamId}`, leader.session, {
      ...body,
      description: 'Still on UTC',
      timeZone: 'UTC',
    });
    assert.equal(same.status, 200, same.raw);
  });

  test('outside the phase, or without a place in the competition: refused with the rule', async () => {
    const now = portal.app.now().getTime();
    const closed = await newPhase(now - 2 * DAY, now - DAY);
    const late = await upload(await zipOf([{ name: 'main.py', data: SAMPLE }]), { phase: closed });
    assert.equal(late.status, 409, late.raw);
    assert.ok(late.raw.includes(new Date(now - DAY).toISOString()), late.body.message);

    const loneLeader = await person(portal);
    const lone = await teamOf(portal, competitionId, loneLeader);
    const unplaced = await upload(await zipOf([{ name: 'main.py', data: SAMPLE }]), {
      team: lone.id,
      session: loneLeader.session,
    });
    assert.equal(unplaced.status, 409, unplaced.raw);
    const answer = await ask<API.TeamSimulation>(
      'GET',
      `/api/teams/${lone.id}/simulation`,
      loneLeader.session,
    );
    assert.ok(answer.body.data.every((phase) => phase.submissions.length === 0));
  });

  test("another team's people, and a phase of another competition, get 404", async () => {
    const zip = await zipOf([{ name: 'main.py', data: SAMPLE }]);
    assert.equal((await upload(zip, { session: outsider.session })).status, 404);
    const [first] = (await overview()).submissions;
    const peek = await ask(
      'GET',
      `/api/teams/${teamId}/simulation/submissions/${first!.id}`,
      outsider.session,
    );
    assert.equal(peek.status, 404);
    const elsewhere = await openCompetition(portal, admin);
    const saved = competitionId;
    competitionId = elsewhere.id;
    const foreign = await newPhase(portal.app.now().getTime() - HOUR, portal.app.now().getTime() + DAY);
    competitionId = saved;
    const answer = await upload(zip, { phase: foreign });
    assert.equal(answer.status, 404, answer.raw);
  });

  test('a member cancels a queued submission; a second cancel says it has ended', async () => {
    const [latest] = (await overview()).submissions;
    const url = `/api/teams/${teamId}/simulation/submissions/${latest!.id}/cancel`;
    const cancelled = await ask<API.SimulationSubmission>('POST', url, leader.session, {});
    assert.equal(cancelled.status, 200, cancelled.raw);
    assert.equal(cancelled.body.data.state, 'cancelled');
    const again = await ask('POST', url, leader.session, {});
    assert.equal(again.status, 409, again.raw);
    assert.equal((await overview()).submissions.find((s) => s.id === latest!.id)!.state, 'cancelled');
    // The live stream told the team, and nobody outside it.
    const heard = async (who: Person) =>
      (
        await portal.app.db
          .select({ data: events.data })
          .from(events)
          .where(and(eq(events.type, 'simulation'), eq(events.audience, `user:${who.uid}`)))
      ).map(({ data }) => data);
    for (const who of [leader, member])
      assert.ok(
        (await heard(who)).some((data) => data.submissionId === latest!.id && data.state === 'cancelled'),
      );
    assert.deepEqual(await heard(outsider), []);
  });
});

describe('the submission that counts', () => {
  test('in a phase counting the selected one, a member selects a scored submission; one at a time', async () => {
    const now = portal.app.now().getTime();
    const selecting = await newPhase(now - HOUR, now + DAY, { counting: 'selected' });
    const scored = () =>
      scoredSubmission(portal.app.db, { phaseId: selecting, teamId, uid: member.uid, at: portal.app.now() }, [
        [11, 40_000, false],
        [12, 50_000, false],
        [13, 60_000, true],
      ]);
    const [first, second] = [await scored(), await scored()];
    const select = (id: number) =>
      call<API.SimulationSubmission>(
        portal.app,
        'POST',
        `/api/teams/${teamId}/simulation/submissions/${id}/select`,
        { session: member.session, body: {} },
      );
    assert.equal((await select(first)).body.data.selected, true);
    assert.equal((await select(second)).body.data.selected, true);
    const listed = (
      await ask<API.TeamSimulation>('GET', `/api/teams/${teamId}/simulation`, member.session)
    ).body.data
      .find((phase) => phase.phaseId === selecting)!
      .submissions.map((submission) => [submission.id, submission.selected]);
    assert.deepEqual(listed, [
      [second, true],
      [first, false],
    ]);

    const queued = (await upload(await zipOf([{ name: 'main.py', data: SAMPLE }]), { phase: selecting })).body
      .data;
    const rules = async (id: number) => {
      const refused = await select(id);
      assert.equal(refused.status, 409, refused.raw);
      assert.ok(refused.body.message, refused.raw);
      return (refused.body.data as unknown as { violations: { rule: string }[] }).violations.map(
        (v) => v.rule,
      );
    };
    assert.deepEqual(await rules(queued.id), ['submission_not_scored']);
    const [counted] = (await overview()).submissions.filter((s) => s.state === 'queued');
    assert.deepEqual(await rules(counted!.id), ['submission_not_selectable', 'submission_not_scored']);
  });
});

describe('a frozen board', () => {
  test('counts the submission selected at the freeze, whatever the team selects after it, and how often', async () => {
    const now = portal.app.now().getTime();
    const selecting = await newPhase(now - HOUR, now + DAY, { counting: 'selected' });
    const scored = (points: number) =>
      scoredSubmission(portal.app.db, { phaseId: selecting, teamId, uid: member.uid, at: portal.app.now() }, [
        [11, points * 1000, false],
        [12, points * 1000, false],
        [13, points * 1000, true],
      ]);
    const [low, high] = [await scored(40), await scored(90)];
    const select = async (id: number) => {
      const answer = await ask(
        'POST',
        `/api/teams/${teamId}/simulation/submissions/${id}/select`,
        member.session,
        {},
      );
      assert.equal(answer.status, 200, answer.raw);
    };
    await select(high);
    const published = await ask('PUT', `/api/admin/phases/${selecting}/publication`, admin.session, {
      state: 'published',
      freezeAt: new Date(now + 60_000).toISOString(),
    });
    assert.equal(published.status, 200, published.raw);
    portal.advance(2 * 60_000);
    // Back and forth, the one selected at the freeze among them: the frozen board keeps to it.
    for (const id of [low, high, high, low]) await select(id);
    const total = async (session?: string) => {
      const answer = await call<API.PhaseResults>(portal.app, 'GET', `/api/results/phases/${selecting}`, {
        session,
      });
      assert.equal(answer.status, 200, answer.raw);
      return answer.body.data.rows.find((row) => row.teamId === teamId)?.total;
    };
    assert.equal(await total(), 90, 'the public board is as it stood at the freeze');
    assert.equal(await total(admin.session), 40, 'officials see the choice made since');
  });
});

describe("the admins' queue", () => {
  test('lists a phase’s submissions with their teams and states, newest first, by state too', async () => {
    const url = `/api/admin/phases/${phaseId}/simulation/submissions`;
    const all = await call<API.Page<API.SimulationJob>>(portal.app, 'GET', url, { session: admin.session });
    assert.equal(all.status, 200, all.raw);
    const mine = (await overview()).submissions;
    assert.equal(all.body.data.total, mine.length);
    assert.deepEqual(
      all.body.data.list.map((job) => [job.id, job.teamId, job.state]),
      mine.map((submission) => [submission.id, teamId, submission.state]),
    );
    const cancelled = await call<API.Page<API.SimulationJob>>(portal.app, 'GET', url, {
      session: admin.session,
      query: { state: 'cancelled' },
    });
    assert.deepEqual(
      cancelled.body.data.list.map((job) => job.state),
      mine.filter((submission) => submission.state === 'cancelled').map(() => 'cancelled'),
    );
  });

  test('an ended submission runs again: queued, its trials dropped, in the audit log; a queued one is refused', async () => {
    const ended = await scoredSubmission(
      portal.app.db,
      { phaseId, teamId, uid: member.uid, at: portal.app.now() },
      [
        [11, 40_000, false],
        [12, 50_000, false],
        [13, 60_000, true],
      ],
    );
    const again = await call<API.SimulationJob>(
      portal.app,
      'POST',
      `/api/admin/simulation/submissions/${ended}/rerun`,
      {
        session: admin.session,
        body: {},
      },
    );
    assert.equal(again.status, 200, again.raw);
    assert.deepEqual(
      [again.body.data.state, again.body.data.publicScore, again.body.data.attempts],
      ['queued', null, 0],
    );
    const detail = await ask<API.SimulationSubmissionDetail>(
      'GET',
      `/api/teams/${teamId}/simulation/submissions/${ended}`,
      admin.session,
    );
    assert.deepEqual(detail.body.data.trials, []);
    const log = await call<API.Page<API.AuditEntry>>(portal.app, 'GET', '/api/admin/audit', {
      session: admin.session,
      query: { teamId: String(teamId) },
    });
    assert.ok(
      log.body.data.list.some((entry) => entry.action === 'simulation.rerun' && entry.targetId === ended),
    );

    const refused = await call(portal.app, 'POST', `/api/admin/simulation/submissions/${ended}/rerun`, {
      session: admin.session,
      body: {},
    });
    assert.equal(refused.status, 409, refused.raw);
    assert.equal(
      (
        await ask<API.SimulationSubmissionDetail>(
          'GET',
          `/api/teams/${teamId}/simulation/submissions/${ended}`,
          admin.session,
        )
      ).body.data.submission.state,
      'queued',
    );
  });
});

describe('hidden trials', () => {
  test('a member sees only public trials and their replays until the phase is published, then all', async () => {
    const [submission] = (await overview()).submissions.filter((s) => s.state === 'queued');
    const { db } = portal.app;
    await db.insert(simulationTrials).values(
      [...SETTINGS.publicSeeds, ...SETTINGS.hiddenSeeds].map((seed) => ({
        submissionId: submission!.id,
        seed,
        hidden: SETTINGS.hiddenSeeds.includes(seed),
        milli: seed * 1000,
        parts: { gates: seed * 1000 },
        steps: 100,
        logTail: '',
        replay: { layout: { length: 25, width: 10, shapes: [] }, poses: [[1, 0, 1, 0, seed]] },
      })),
    );
    await db
      .update(simulationSubmissions)
      .set({ state: 'scored', publicMilli: 23_000, finishedAt: portal.app.now() })
      .where(eq(simulationSubmissions.id, submission!.id));
    const url = `/api/teams/${teamId}/simulation/submissions/${submission!.id}`;
    const seeds = async (session: string) => {
      const answer = await ask<API.SimulationSubmissionDetail>('GET', url, session);
      assert.equal(answer.status, 200, answer.raw);
      assert.equal(answer.body.data.submission.publicScore, 11.5, 'the mean of the public trials');
      return answer.body.data.trials.map((trial) => trial.seed);
    };
    const replay = async (session: string, seed: number) => {
      const answer = await ask<API.SimulationReplay>('GET', `${url}/replays/${seed}`, session);
      if (answer.status !== 200) return answer.body.message;
      assert.equal(answer.body.data.stepsPerSecond, 20);
      return answer.body.data.poses[0]![4];
    };
    assert.deepEqual(await seeds(member.session), [11, 12]);
    assert.equal(await replay(member.session, 12), 12);
    const hiddenReplay = await replay(member.session, 13);
    assert.equal(hiddenReplay, await replay(member.session, 14), 'a hidden seed reads as one that is not');
    assert.match(String(hiddenReplay), /replay/);
    assert.deepEqual(await seeds(admin.session), [11, 12, 13], 'an admin sees every trial');
    assert.equal(await replay(admin.session, 13), 13);
    const published = await ask('PUT', `/api/admin/phases/${phaseId}/publication`, admin.session, {
      state: 'published',
    });
    assert.equal(published.status, 200, published.raw);
    assert.deepEqual(await seeds(member.session), [11, 12, 13]);
    assert.equal(await replay(member.session, 13), 13);
  });
});

describe("a phase's settings", () => {
  test("anyone downloads a scenario's starter kit; another name is a clear 404 or 400", async () => {
    const kit = await portal.app.inject({ method: 'GET', url: '/api/simulation/scenarios/subsea-gates/kit' });
    assert.equal(kit.statusCode, 200);
    assert.equal(kit.headers['content-disposition'], 'attachment; filename="subsea-gates-kit.zip"');
    assert.equal(kit.rawPayload.subarray(0, 4).toString('latin1'), 'PK\x03\x04', 'a zip');
    for (const [name, status] of [
      ['moon-landing', 404],
      ['Subsea..gates', 400],
    ] as const) {
      const refused = await call(portal.app, 'GET', `/api/simulation/scenarios/${name}/kit`, {});
      assert.equal(refused.status, status, refused.raw);
      assert.ok(refused.body.message, refused.raw);
    }
  });

  test('admins pick the scenario from those the server runs, titled in their language', async () => {
    const answer = await call<API.SimulationScenario[]>(
      portal.app,
      'GET',
      '/api/admin/simulation/scenarios',
      {
        session: admin.session,
        headers: { 'accept-language': 'pt-BR' },
      },
    );
    assert.equal(answer.status, 200, answer.raw);
    assert.deepEqual(answer.body.data, [
      { name: 'subsea-gates', title: 'Portões submarinos', stepsPerSecond: 20 },
    ]);
  });

  test('an unknown scenario and a seed given twice are field errors, and change nothing', async () => {
    const url = `/api/admin/phases/${phaseId}/simulation`;
    for (const [body, field] of [
      [{ ...SETTINGS, scenario: 'moon-landing' }, 'scenario'],
      [{ ...SETTINGS, hiddenSeeds: [12] }, 'hiddenSeeds'],
      [{ ...SETTINGS, dailyLimit: 0 }, 'dailyLimit'],
    ] as const) {
      const refused = await ask<unknown>('PUT', url, admin.session, body);
      assert.equal(refused.status, 400, refused.raw);
      assert.ok(refused.raw.includes(field), refused.raw);
    }
    const kept = await ask<API.SimulationPhaseView>('GET', url, admin.session);
    assert.deepEqual(kept.body.data, { phaseId, ...SETTINGS });
  });

  test('once teams have submitted, the scenario and seeds stay; limits may change', async () => {
    const url = `/api/admin/phases/${phaseId}/simulation`;
    for (const body of [
      { ...SETTINGS, publicSeeds: [11, 12, 14] },
      { ...SETTINGS, hiddenSeeds: [15] },
    ]) {
      const refused = await ask<unknown>('PUT', url, admin.session, body);
      assert.equal(refused.status, 409, refused.raw);
      assert.deepEqual(
        (refused.body.data as { violations: { rule: string }[] }).violations.map((v) => v.rule),
        ['simulation_trials_fixed'],
      );
    }
    const relaxed = await ask<API.SimulationPhaseView>('PUT', url, admin.session, {
      ...SETTINGS,
      dailyLimit: 6,
    });
    assert.equal(relaxed.status, 200, relaxed.raw);
    assert.equal(relaxed.body.data.dailyLimit, 6);
    assert.deepEqual(
      (await ask<API.SimulationPhaseView>('GET', url, admin.session)).body.data.publicSeeds,
      [11, 12],
    );
  });

  test('a phase with runs scored at the venue cannot become a simulation phase', async () => {
    const now = portal.app.now().getTime();
    const made = await ask<API.AdminPhase>('POST', '/api/admin/phases', admin.session, {
      competitionId,
      name: 'Pool finals',
      startsAt: new Date(now + DAY).toISOString(),
      endsAt: new Date(now + 2 * DAY).toISOString(),
    });
    await insertRuns(portal.app.db, [
      { phaseId: made.body.data.id, teamId, component: 'missions', createdAt: portal.app.now() },
    ]);
    const url = `/api/admin/phases/${made.body.data.id}/simulation`;
    const refused = await ask<unknown>('PUT', url, admin.session, SETTINGS);
    assert.equal(refused.status, 409, refused.raw);
    assert.equal((await ask('GET', url, admin.session)).status, 404, 'it stays a venue phase');
  });

  test('a simulation phase takes no runs at the venue, generated or one by one', async () => {
    const url = `/api/admin/phases/${phaseId}/runs`;
    for (const body of [{ generate: 'every-team' }, { teamId, component: 'missions', attempt: 1 }]) {
      const refused = await ask<unknown>('POST', url, admin.session, body);
      assert.equal(refused.status, 409, refused.raw);
      assert.match(refused.raw, /runs_on_simulation_phase/);
    }
    const listed = await ask<API.RunView[]>('GET', url, admin.session);
    assert.deepEqual(listed.body.data, [], 'nothing was made');
  });
});
