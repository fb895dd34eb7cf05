/**
 * Competitions and enrolments for `umi dev`: fixed answers from mock/support/fixtures.ts. Windows,
 * capacity, the waiting list and review are the server's rules (server/features/).
 */
import * as enrolmentOperations from '../common/contract/operations/enrolment';
import { routeKey } from '../common/contract/operation-table';
import { answer } from './support/operation';
import type { Request, Response } from 'express';
import { fail, ok, page } from './support/envelope';
import { competitionName, competitions, competitionView, enrolment } from './support/fixtures';

export default {
  [routeKey(enrolmentOperations.listCompetitions)]: (req: Request, res: Response) =>
    ok(res, page(competitions.map(competitionView), req.query)),

  [routeKey(enrolmentOperations.getCompetition)]: (req: Request, res: Response) => {
    const competition = competitions.find((c) => c.id === Number(req.params.id));
    if (!competition) return fail(res, 404, 'There is no such competition.');
    return ok(res, competitionView(competition));
  },

  ...answer(enrolmentOperations.listMyEnrolments, (req) => page([enrolment], req.query)),

  ...answer(enrolmentOperations.enrol, (req) => ({
    ...enrolment,
    ...req.body,
    competitionName: competitionName(req.body?.competitionId),
    status: 'pending',
    reviewNote: null,
    reviewedAt: null,
  })),

  ...answer(enrolmentOperations.withdraw, (req) => ({
    ...enrolment,
    id: Number(req.params.id) || enrolment.id,
    status: 'withdrawn',
  })),
};
