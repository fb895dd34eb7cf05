/**
 * The head referee's authority over a run's score: a commit takes the submitted sheet (or, on a
 * conflict, the one they name; for a judged run, the judges' sheets together) as version 1; a
 * correction by the head referee or an admin adds version n+1 with its reason. Nothing is
 * overwritten: every version stays, and the audit log names who and why.
 */
import { desc, eq } from 'drizzle-orm';
import type { CommitInput, CorrectionInput, RunSheetView, Sheet } from '../../../common/contract/scoring';
import { maxPoints, rawPoints, sheetPoints } from '../../../common/scoring';
import type { Database } from '../../db/client';
import { runScores } from '../../db/schema';
import { AppError, refuseIfAny } from '../../http/errors';
import type { MessageKey, MessageParams } from '../../i18n/translate';
import { isAdmin, type Caller } from '../../shared/caller';
import { audit } from '../audit/audit';
import { announceResults } from '../results/announce';
import { lockRuns, setRunState } from './runs';
import { componentOf, schemeVersion } from './schemes';
import { latestSubmissions, runContext, sheetView, type RunContext } from './sheets';

/** The run, locked, with the caller's roles; a caller who is no official of its competition finds none. */
async function lockedContext(tx: Database, caller: Caller, runId: number, adminsToo: boolean) {
  const run = (await lockRuns(tx, [runId])).get(runId);
  if (!run) throw new AppError(404, 'runNotFound');
  const context = await runContext(tx, caller, run);
  const allowed = context.roles.has('head_referee') || (adminsToo && isAdmin(caller));
  if (!allowed) {
    // Admins and the competition's other officials know the run exists; to anyone else it does not.
    if (!context.roles.size && !isAdmin(caller)) throw new AppError(404, 'runNotFound');
    refuseIfAny([{ rule: 'not_head_referee' }]);
  }
  return context;
}

/** The judges' latest sheets together: marks and points summed, the maximum once per judge. */
function judgedTotal(context: RunContext, latest: Awaited<ReturnType<typeof latestSubmissions>>) {
  const counts: Sheet['counts'] = {};
  for (const submission of latest)
    for (const [key, mark] of Object.entries(submission.sheet.counts))
      counts[key] = (counts[key] ?? 0) + mark;
  return {
    sheet: { counts, timeMs: null },
    points: latest.reduce((sum, submission) => sum + submission.points, 0),
    maxPoints: maxPoints(context.component) * latest.length,
    schemeVersion: Math.max(...latest.map((submission) => submission.schemeVersion)),
    submissionId: null,
  };
}

export async function commitRun(
  tx: Database,
  caller: Caller,
  runId: number,
  input: CommitInput,
  now: Date,
): Promise<RunSheetView> {
  const context = await lockedContext(tx, caller, runId, false);
  const { run, phase } = context;
  if (run.state === 'committed') refuseIfAny([{ rule: 'run_already_committed' }]);
  if (run.state === 'scheduled') refuseIfAny([{ rule: 'run_not_submitted' }]);
  const latest = await latestSubmissions(tx, run.id);
  const named =
    input.submissionId === undefined ? undefined : latest.find((s) => s.id === input.submissionId);
  if ((input.submissionId !== undefined && !named) || (run.state === 'conflict' && !named))
    refuseIfAny([
      { rule: 'submission_not_latest', values: { ids: latest.map((s) => `#${s.id}`).join(', ') } },
    ]);
  let score;
  if (context.component.kind === 'judged') score = judgedTotal(context, latest);
  else {
    // Submitted: the referees agree, so the newest sheet stands for them all.
    const chosen = named ?? latest[latest.length - 1]!;
    const scheme = await schemeVersion(tx, phase.competitionId, chosen.schemeVersion);
    const component = (scheme && componentOf(scheme, run.component)) ?? context.component;
    score = {
      sheet: chosen.sheet,
      points: chosen.points,
      maxPoints: maxPoints(component),
      schemeVersion: chosen.schemeVersion,
      submissionId: chosen.id,
    };
  }
  const [row] = await tx
    .insert(runScores)
    .values({ runId: run.id, version: 1, ...score, committedBy: caller.uid, committedAt: now })
    .returning();
  await setRunState(tx, run.id, 'committed');
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'scoring.commit',
      targetType: 'run',
      targetId: run.id,
      competitionId: phase.competitionId,
      teamId: run.teamId,
      before: {
        state: run.state,
        submissions: latest.map((s) => ({ id: s.id, uid: s.uid, points: s.points })),
      },
      after: row,
    },
    now,
  );
  await announceResults(tx, { phaseId: phase.id, teamId: run.teamId, scope: 'scores' }, now);
  return sheetView(tx, caller, { ...context, run: { ...run, state: 'committed' } });
}

type FieldMessages = Record<string, { key: MessageKey; params?: MessageParams }>;

/** A corrected sheet against the scheme in force: its keys on the sheet, counts and marks within their maxima. */
function sheetProblems(context: RunContext, sheet: Sheet, judges: number): FieldMessages {
  const fields: FieldMessages = {};
  const { component } = context;
  const limits = new Map(
    component.kind === 'field'
      ? component.items.map((item) => [item.key, item.maxCount])
      : component.criteria.map((criterion) => [criterion.key, criterion.maxMark * judges]),
  );
  for (const [key, value] of Object.entries(sheet.counts)) {
    const limit = limits.get(key);
    const at = `sheet.counts.${key}`;
    if (limit === undefined) fields[at] = { key: 'field.notOnSheet', params: { key } };
    else if (value > limit) fields[at] = { key: 'field.maximum', params: { limit } };
  }
  if (sheet.timeMs !== null && !(component.kind === 'field' && component.timed))
    fields['sheet.timeMs'] = { key: 'field.untimedComponent', params: { key: component.key } };
  return fields;
}

export async function correctRun(
  tx: Database,
  caller: Caller,
  runId: number,
  input: CorrectionInput,
  now: Date,
): Promise<RunSheetView> {
  const context = await lockedContext(tx, caller, runId, true);
  const { run, phase, component, scheme } = context;
  if (run.state !== 'committed') refuseIfAny([{ rule: 'run_not_committed' }]);
  // A judged run's sheet holds the judges' marks together: each criterion up to its maximum per judge.
  const judges = component.kind === 'judged' ? Math.max(1, (await latestSubmissions(tx, run.id)).length) : 1;
  const fields = sheetProblems(context, input.sheet, judges);
  if (Object.keys(fields).length) throw new AppError(400, 'invalidInput', undefined, fields);
  const [before] = await tx
    .select()
    .from(runScores)
    .where(eq(runScores.runId, run.id))
    .orderBy(desc(runScores.version))
    .limit(1);
  const most = maxPoints(component) * judges;
  const points =
    component.kind === 'field'
      ? sheetPoints(component, input.sheet)
      : Math.min(Math.max(rawPoints(component, input.sheet), 0), most);
  const [row] = await tx
    .insert(runScores)
    .values({
      runId: run.id,
      version: before!.version + 1,
      schemeVersion: scheme.version,
      sheet: input.sheet,
      points,
      maxPoints: most,
      submissionId: null,
      committedBy: caller.uid,
      reason: input.reason.trim(),
      committedAt: now,
    })
    .returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'scoring.correction',
      targetType: 'run',
      targetId: run.id,
      competitionId: phase.competitionId,
      teamId: run.teamId,
      before,
      after: row,
    },
    now,
  );
  await announceResults(tx, { phaseId: phase.id, teamId: run.teamId, scope: 'scores' }, now);
  return sheetView(tx, caller, context);
}
