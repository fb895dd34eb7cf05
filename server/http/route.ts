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
import * as schemas from '../../common/contract';
import { answers, ErrorEnvelope, Page } from '../../common/contract/base';
import type {
  AnswerOf,
  BodyOf,
  Operation,
  ParamsOf,
  QueryOf,
  SchemaName,
} from '../../common/contract/operation';
import type { Success } from './envelope';
import './types';

export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
  Body: BodyOf<O>;
}>;

/** A JSON operation answers the envelope; a file operation sends its file through `reply`. */
type Answer<O extends Operation> = O extends { file: string } ? unknown : Success<AnswerOf<O>>;

export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<Answer<O>>;

/** What only the server knows about a route. */
export interface ServerSide {
  config?: Omit<FastifyContextConfig, 'access' | 'operation'>;
  /** Answers beyond success and 4xx, e.g. the readiness check's 503. */
  response?: Record<number, TSchema>;
  /** Hidden from the API's documentation. */
  hide?: boolean;
}

function schemaNamed(name: SchemaName): TSchema {
  const schema = (schemas as Record<string, unknown>)[name];
  if (!schema || typeof schema !== 'object')
    throw new Error(`common/contract exports no schema named ${name}`);
  return schema as TSchema;
}

/** The route's schemas, for validation, serialisation and /api/docs. */
export function schemaOf(operation: Operation, serverSide: ServerSide = {}): FastifySchema {
  const response = operation.file
    ? { '4xx': ErrorEnvelope }
    : answers(operation.paged ? Page(schemaNamed(operation.answer)) : schemaNamed(operation.answer));
  return {
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.tags ? { tags: [...operation.tags] } : {}),
    ...(operation.params ? { params: schemaNamed(operation.params) } : {}),
    ...(operation.query ? { querystring: schemaNamed(operation.query) } : {}),
    ...(operation.body ? { body: schemaNamed(operation.body) } : {}),
    ...(serverSide.hide ? { hide: true } : {}),
    response: { ...response, ...serverSide.response },
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
    schema: schemaOf(operation, serverSide),
    handler: handler as unknown as RouteOptions['handler'],
  });
}
