/**
 * Competitions and enrolments for `umi dev`: fixed answers from mock/support/fixtures.ts. Windows,
 * capacity, the waiting list and review are the server's rules (server/features/).
 */
import type { Request, Response } from 'express';
import { EmptyObject, EnrolmentCreate } from '../common/contract';
import { fail, ok, page, signedIn } from './support/envelope';
import { competitionName, competitions, competitionView, enrolment } from './support/fixtures';

export default {
  'GET /api/competitions': (req: Request, res: Response) =>
    ok(res, page(competitions.map(competitionView), req.query)),

  'GET /api/competitions/:id': (req: Request, res: Response) => {
    const competition = competitions.find((c) => c.id === Number(req.params.id));
    if (!competition) return fail(res, 404, 'There is no such competition.');
    return ok(res, competitionView(competition));
  },

  'GET /api/enrolments': signedIn((req) => page([enrolment], req.query)),

  'POST /api/enrolments': signedIn(
    (req) => ({
      ...enrolment,
      ...req.body,
      competitionName: competitionName(req.body?.competitionId),
      status: 'pending',
      reviewNote: null,
      reviewedAt: null,
    }),
    EnrolmentCreate,
  ),

  'DELETE /api/enrolments/:id': signedIn(
    (req) => ({ ...enrolment, id: Number(req.params.id) || enrolment.id, status: 'withdrawn' }),
    EmptyObject,
  ),
};
