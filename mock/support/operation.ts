/**
 * A fixed answer for a declared operation (common/contract/operations), for `umi dev`: keyed as Umi's
 * mock server wants it (`METHOD /path`), and refusing as the server does who the declaration does not
 * let in and a body its schema refuses. Who may do what beyond that is the server's business.
 */
import type { Request, Response } from 'express';
import type { Operation } from '../../common/contract/operation';
import { routeKey } from '../../common/contract/operation-table';
import { schemasOf } from '../../common/contract/schemas-of';
import { ok, requireAdmin, requireUser } from './envelope';
import { valid } from './validate';

export function answer(operation: Operation, reply: (req: Request) => unknown) {
  const { body } = schemasOf(operation);
  const allowed = (req: Request, res: Response) =>
    operation.access === 'public' ||
    (operation.access === 'admin' ? requireAdmin(req, res) : requireUser(req, res)) !== undefined;
  return {
    [routeKey(operation)]: (req: Request, res: Response) => {
      if (allowed(req, res) && (!body || valid(body, req, res) !== undefined)) ok(res, reply(req));
    },
  };
}
