/**
 * The schemas an operation names, as TypeBox schemas: for the server's routes, the mocks and the
 * tests. Not for the SPA, which needs only the declarations' types.
 */
import type { TSchema } from 'typebox';
import * as schemas from './index';
import { Page } from './base';
import type { Operation, SchemaName } from './operation';

export function schemaNamed(name: SchemaName): TSchema {
  const schema = (schemas as Record<string, unknown>)[name];
  if (!schema || typeof schema !== 'object')
    throw new Error(`common/contract exports no schema named ${name}`);
  return schema as TSchema;
}

export interface OperationSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** `data` of a success; none for a file. */
  answer?: TSchema;
}

export function schemasOf(operation: Operation): OperationSchemas {
  return {
    ...(operation.params ? { params: schemaNamed(operation.params) } : {}),
    ...(operation.query ? { query: schemaNamed(operation.query) } : {}),
    ...(operation.body ? { body: schemaNamed(operation.body) } : {}),
    ...(operation.answer
      ? { answer: operation.paged ? Page(schemaNamed(operation.answer)) : schemaNamed(operation.answer) }
      : {}),
  };
}
