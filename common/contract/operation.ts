/**
 * An operation of the API, declared once: its method, its path, who may call it, and the schemas of
 * its parts, named. The server registers its routes from these declarations (a route under /api
 * cannot exist without one), the SPA's services call by them, and mocks and tests read them.
 *
 * Schemas are named, not referenced: a declaration is a few strings, so the SPA can import it
 * without any TypeBox code reaching the browser, while its types still come from the schemas
 * (a misspelt name does not compile). Why a table of our own and not ts-rest:
 * docs/decisions/0030-operations-table-on-typebox.md.
 */
import type { Static, TSchema } from 'typebox';
import type * as Schemas from './index';
import type { Page } from './base';

type Registry = typeof Schemas;

/** The name of a schema exported by `common/contract`. */
export type SchemaName = { [K in keyof Registry]: Registry[K] extends TSchema ? K : never }[keyof Registry];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an operation: anyone, a signed-in user, or an admin. */
export type AccessRule = 'public' | 'user' | 'admin';

interface Declared {
  method: Method;
  /** Fastify's form: `:name` for a path parameter. */
  path: `/api/${string}`;
  access: AccessRule;
  params?: SchemaName;
  query?: SchemaName;
  body?: SchemaName;
  /** The body is a multipart form (an upload), checked by the handler part by part, not JSON. */
  multipart?: true;
}

/** Answers `data` in the envelope: the named schema, or a page of it when `paged`. */
export interface JsonOperation extends Declared {
  answer: SchemaName;
  paged?: true;
  file?: never;
}

/** Answers a file (refusals are still the envelope). */
export interface FileOperation extends Declared {
  file: 'text/csv' | 'application/atom+xml' | 'text/event-stream' | 'application/zip';
  answer?: never;
  paged?: never;
}

export type Operation = JsonOperation | FileOperation;

/**
 * What the API's documentation (/api/docs) says of an operation. Kept in `operations/<area>.docs.ts`,
 * beside the declarations, so the SPA, which imports the declarations, ships none of it.
 */
export interface Docs {
  summary: string;
  description?: string;
  /** The documentation's group, where it is not the path's first part. */
  tags?: readonly string[];
}

/** The docs of every operation a module of declarations exports. */
export type OperationDocs<M> = { [K in keyof M as M[K] extends Operation ? K : never]: Docs };

type StaticOf<N> = N extends SchemaName ? Static<Registry[N]> : undefined;

export type ParamsOf<O extends Operation> = StaticOf<O['params']>;
export type QueryOf<O extends Operation> = StaticOf<O['query']>;
export type BodyOf<O extends Operation> = StaticOf<O['body']>;

/** What `data` holds when the operation succeeds. */
export type AnswerOf<O extends Operation> = O extends { answer: infer N }
  ? O extends { paged: true }
    ? Page<StaticOf<N>>
    : StaticOf<N>
  : never;

/** The parts a caller gives: only those the operation declares. */
export type InputOf<O extends Operation> = (O['params'] extends SchemaName
  ? { params: ParamsOf<O> }
  : unknown) &
  (O['query'] extends SchemaName ? { query?: QueryOf<O> } : unknown) &
  (O['body'] extends SchemaName
    ? Partial<BodyOf<O>> extends BodyOf<O>
      ? { body?: BodyOf<O> }
      : { body: BodyOf<O> }
    : unknown) &
  (O['multipart'] extends true ? { body: FormData } : unknown);

/** `code` of `GET /api/user/currentUser` without a session (HTTP 200, data null). */
export const NOT_SIGNED_IN = 4002;

/** The operation's address with its `:name` parts filled in. */
export function pathOf(operation: Pick<Operation, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${operation.path} needs its parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
