/**
 * Results for `umi dev`: fixed answers from mock/support/results.ts. Who sees which rows, ranks and
 * the freeze are the server's rules (server/features/results/); here a signed-in visitor stands for
 * the mock team's member.
 */
import type { Request, Response } from 'express';
import * as resultsOperations from '../common/contract/operations/results';
import { routeKey } from '../common/contract/operation-table';
import { answer } from './support/operation';
import { fail, ok, requireAdmin, session } from './support/envelope';
import { publication, phaseResults, resultsCsvRows, resultsIndex, teamResults } from './support/results';
import { team } from './support/fixtures';

const idOf = (req: Request) => Number(req.params.id);

export default {
  ...answer(resultsOperations.getPublication, (req) => publication(idOf(req))),

  ...answer(resultsOperations.putPublication, (req) => ({
    ...publication(idOf(req), req.body.state),
    freezeAt: req.body.freezeAt ?? null,
    advancement: req.body.advancement ?? null,
  })),

  ...answer(resultsOperations.resultsIndex, () => resultsIndex),

  // Not through answer(): an unknown phase is a 404, as the server says it.
  [routeKey(resultsOperations.phaseResults)]: (req: Request, res: Response) => {
    const results = phaseResults(idOf(req), session.uid !== null);
    if (results) ok(res, results);
    else fail(res, 404, 'There is no such phase.');
  },

  ...answer(resultsOperations.teamResults, (req) => (idOf(req) === team.id ? teamResults() : [])),

  [routeKey(resultsOperations.phaseResultsCsv)]: (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    res
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="results-phase-${idOf(req)}.csv"`,
      })
      .send(
        `\uFEFF${resultsCsvRows()
          .map((r) => r.join(','))
          .join('\r\n')}\r\n`,
      );
  },
};
