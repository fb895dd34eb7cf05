/**
 * Scoring for `umi dev`: one competition's scheme (the season's four components), its officials and
 * a phase's runs, and a tablet's events taken as the server takes them (a resend is a duplicate).
 * Who may score what, the scheme checks, conflicts and versions are the server's rules
 * (server/features/scoring).
 */
import type { Request } from 'express';
import type * as API from '../common/contract';
import * as scoringOperations from '../common/contract/operations/scoring';
import { maxPoints, sheetPoints } from '../common/scoring';
import { answer } from './support/operation';
import { competitions, team } from './support/fixtures';

const competition = competitions[0]!;
const phaseId = competition.id * 3 - 1;
const NOW = '2027-08-12T08:00:00.000Z';

const scheme: API.SchemeView = {
  competitionId: competition.id,
  version: 1,
  createdAt: NOW,
  components: [
    {
      key: 'field',
      names: { 'en-US': 'Field tasks', 'zh-CN': '场地任务' },
      weight: 60,
      kind: 'field',
      aggregate: 'best',
      attempts: 2,
      timed: true,
      items: [
        {
          key: 'buoy',
          names: { 'en-US': 'Buoy retrieved', 'zh-CN': '回收浮标' },
          points: 20,
          kind: 'bonus',
          maxCount: 3,
        },
        {
          key: 'valve',
          names: { 'en-US': 'Valve turned', 'zh-CN': '转动阀门' },
          points: 30,
          kind: 'bonus',
          maxCount: 2,
        },
        {
          key: 'touch',
          names: { 'en-US': 'Wall touched', 'zh-CN': '触碰池壁' },
          points: 5,
          kind: 'penalty',
          maxCount: 10,
        },
      ],
    },
    {
      key: 'docs',
      names: { 'en-US': 'Engineering documentation', 'zh-CN': '工程文档' },
      weight: 15,
      kind: 'judged',
      criteria: [
        { key: 'clarity', names: { 'en-US': 'Clarity', 'zh-CN': '清晰度' }, maxMark: 10 },
        { key: 'depth', names: { 'en-US': 'Technical depth', 'zh-CN': '技术深度' }, maxMark: 10 },
      ],
    },
    {
      key: 'defence',
      names: { 'en-US': 'Technical defence', 'zh-CN': '技术答辩' },
      weight: 20,
      kind: 'judged',
      criteria: [{ key: 'answers', names: { 'en-US': 'Answers', 'zh-CN': '回答' }, maxMark: 20 }],
    },
    {
      key: 'safety',
      names: { 'en-US': 'Safety and compliance', 'zh-CN': '安全与合规' },
      weight: 5,
      kind: 'judged',
      criteria: [{ key: 'checklist', names: { 'en-US': 'Checklist', 'zh-CN': '检查表' }, maxMark: 5 }],
    },
  ],
  tieBreaks: [
    { kind: 'component', key: 'field' },
    { kind: 'time', key: 'field' },
  ],
};

const officials: API.OfficialList = [
  { uid: 1, username: 'admin', nickname: 'Portal Admin', role: 'head_referee' },
  { uid: 2, username: 'user', nickname: 'Lin Hai', role: 'referee' },
];

const run = (id: number, attempt: number, state: API.RunState, component = 'field'): API.RunView => ({
  id,
  phaseId,
  competitionId: competition.id,
  teamId: team.id,
  teamName: team.name,
  component,
  field: component === 'field' ? 'A' : null,
  slot: new Date(Date.parse(NOW) + id * 600_000).toISOString(),
  attempt,
  state,
  version: state === 'committed' ? 1 : null,
});

const runs: API.RunView[] = [run(1, 1, 'committed'), run(2, 2, 'conflict'), run(3, 1, 'scheduled', 'docs')];

const sheet = (buoy: number, valve: number, touch: number): API.Sheet => ({
  counts: { buoy, valve, touch },
  timeMs: 184_250,
});

const submission = (id: number, uid: number, nickname: string, s: API.Sheet, points: number) => ({
  id,
  referee: { uid, nickname },
  device: `tablet-${id}`,
  schemeVersion: 1,
  sheet: s,
  points,
  signature: nickname,
  submittedAt: NOW,
});

const sheets = (id: number): API.RunSheetView => {
  const found = runs.find((r) => r.id === id) ?? run(id, 1, 'scheduled');
  if (found.state === 'scheduled') return { run: found, submissions: [], versions: [] };
  const submissions = [
    submission(id * 10 + 1, 2, 'Lin Hai', sheet(3, 2, 1), 115),
    ...(found.state === 'conflict' ? [submission(id * 10 + 2, 1001, 'Chen Yu', sheet(3, 1, 1), 85)] : []),
  ];
  const versions =
    found.state === 'committed'
      ? [
          {
            version: 1,
            schemeVersion: 1,
            sheet: sheet(3, 2, 1),
            points: 115,
            maxPoints: 120,
            committedBy: { uid: 1, nickname: 'Portal Admin' },
            reason: null,
            committedAt: NOW,
          },
        ]
      : [];
  return { run: found, submissions, versions };
};

const idOf = (req: Request) => Number(req.params.id);

/** Events taken so far: a resend of one of them is a duplicate, as on the server. */
const taken = new Set<string>();

export default {
  ...answer(scoringOperations.getScheme, () => scheme),
  ...answer(scoringOperations.putScheme, (req) => ({
    ...scheme,
    ...(req.body as API.SchemeInput),
    competitionId: scheme.competitionId,
    version: scheme.version + 1,
    createdAt: new Date().toISOString(),
  })),
  ...answer(scoringOperations.getOfficials, () => officials),
  ...answer(scoringOperations.putOfficials, () => officials),
  ...answer(scoringOperations.listRuns, () => runs),
  ...answer(scoringOperations.createRuns, () => runs),
  ...answer(scoringOperations.refereeBoard, () => ({
    roles: [
      { competitionId: competition.id, competitionName: competition.name, role: 'head_referee' as const },
    ],
    runs,
    schemes: [scheme],
    serverTime: new Date().toISOString(),
  })),
  ...answer(scoringOperations.sendEvents, (req) => {
    const result: API.ScoringBatchResult = { accepted: [], duplicates: [], refused: [] };
    for (const event of (req.body as API.ScoringBatch).events) {
      if (!runs.some((r) => r.id === event.runId))
        result.refused.push({ id: event.id, rule: 'run_not_found', reason: 'There is no such run.' });
      else if (taken.has(event.id)) result.duplicates.push(event.id);
      else {
        taken.add(event.id);
        result.accepted.push(event.id);
      }
    }
    return result;
  }),
  ...answer(scoringOperations.runSheets, (req) => sheets(idOf(req))),
  ...answer(scoringOperations.commitRun, (req) => {
    const view = sheets(idOf(req));
    return { ...view, run: { ...view.run, state: 'committed' as const, version: 1 } };
  }),
  ...answer(scoringOperations.correctRun, (req) => {
    const view = sheets(idOf(req));
    const input = req.body as API.CorrectionInput;
    const last = view.versions[view.versions.length - 1];
    const component = scheme.components.find((c) => c.key === view.run.component) ?? scheme.components[0]!;
    return {
      ...view,
      versions: [
        ...view.versions,
        {
          version: (last?.version ?? 0) + 1,
          schemeVersion: 1,
          sheet: input.sheet,
          points: sheetPoints(component, input.sheet),
          maxPoints: maxPoints(component),
          committedBy: { uid: 1, nickname: 'Portal Admin' },
          reason: input.reason,
          committedAt: new Date().toISOString(),
        },
      ],
    };
  }),
};
