/**
 * Calls an operation of `common/contract/operations` through the request module: the method and the
 * address come from the declaration, the parts and the answer are typed by its schemas. Services
 * write no URL of their own.
 */
import { queryString } from '@common/query-string';
import {
  pathOf,
  type AnswerOf,
  type FileOperation,
  type InputOf,
  type Operation,
} from '@common/contract/operation';
import { request, type Envelope, type RequestOptions } from './request';

export type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'data'>;

/** The input is optional when the operation needs none. */
type CallArgs<O extends Operation> =
  Partial<InputOf<O>> extends InputOf<O>
    ? [input?: InputOf<O>, options?: CallOptions]
    : [input: InputOf<O>, options?: CallOptions];

type Parts = { params?: object; query?: object; body?: unknown };

export function call<O extends Operation>(
  operation: O,
  ...[input, options]: CallArgs<O>
): Promise<Envelope<AnswerOf<O>>> {
  const { params, query, body } = (input ?? {}) as Parts;
  const reads = operation.method === 'GET';
  return request<AnswerOf<O>>(pathOf(operation, params), {
    ...options,
    method: operation.method,
    ...(query ? { params: query } : {}),
    // Every write sends a JSON body, an empty one where the operation takes none.
    ...(reads ? {} : { data: body ?? {} }),
  });
}

/** A file the browser downloads itself (a link, not a request): the session cookie goes along. */
export function linkTo<O extends FileOperation>(operation: O, input: InputOf<O>): string {
  const { params, query } = input as Parts;
  return `${pathOf(operation, params)}${queryString(query)}`;
}
