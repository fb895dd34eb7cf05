/**
 * Registers a route from its operation in `common/contract/operations`: the method, the path, who may
 * call it and the schemas come from the declaration, the handler and server-only settings (a rate
 * limit, a longer body timeout) from here. The access guard refuses any /api route registered
 * otherwise (plugins/access.ts), so a route cannot exist without its declaration.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import type { TSchema } from 'typebox';
import { answers, ErrorEnvelope } from '../../common/contract/base';
import { docsOf } from '../../common/contract/operations/docs';
import { schemasOf } from '../../common/contract/schemas-of';
import type { AnswerOf, BodyOf, Operation, ParamsOf, QueryOf } from '../../common/contract/operation';
import type { Success } from './envelope';
import './types';

export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
  Body: BodyOf<O>;
}>;

/**
 * A JSON operation answers the envelope (`code` 200, or a signal such as currentUser's 4002); a file
 * operation sends its file through `reply`.
 */
type Answer<O extends Operation> = O extends { file: string }
  ? unknown
  : Success<AnswerOf<O>> | { code: number; message: string; data: AnswerOf<O> };

export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<Answer<O>>;

/** What only the server knows about a route. */
export interface ServerSide {
  config?: Omit<FastifyContextConfig, 'access' | 'operation'>;
  /** Bytes, where a route takes more than Fastify's default 1 MiB (or less). */
  bodyLimit?: number;
  /** Answers beyond success and 4xx, e.g. the readiness check's 503. */
  response?: Record<number, TSchema>;
}

/** The route's schemas, for validation, serialisation and /api/docs. */
export function schemaOf(operation: Operation, serverSide: ServerSide = {}): FastifySchema {
  const { params, query, body, answer } = schemasOf(operation);
  const docs = docsOf(operation);
  return {
    ...(docs?.summary ? { summary: docs.summary } : {}),
    ...(docs?.description ? { description: docs.description } : {}),
    ...(docs?.tags ? { tags: [...docs.tags] } : {}),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    ...(operation.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(operation.file ? { produces: [operation.file] } : {}),
    response: { ...(answer ? answers(answer) : { '4xx': ErrorEnvelope }), ...serverSide.response },
  } as FastifySchema;
}

export function route<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  serverSide: ServerSide = {},
): void {
  app.route({
    method: operation.method,
    url: operation.path,
    config: { ...serverSide.config, access: operation.access, operation },
    ...(serverSide.bodyLimit ? { bodyLimit: serverSide.bodyLimit } : {}),
    schema: schemaOf(operation, serverSide),
    handler: handler as unknown as RouteOptions['handler'],
  });
}
