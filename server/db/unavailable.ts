/**
 * When PostgreSQL cannot answer: down (connections refused or cut), stalled (no answer at all: a
 * paused or overloaded server, a network that drops packets), or too slow. Each query gets a bound,
 * and a request whose query fails for one of these reasons is answered 503 (server/http/envelope.ts),
 * not 500. PGlite runs in this process, so none of this applies to it.
 *
 *  - `statement_timeout` on the server: a statement that runs past the bound is cancelled by
 *    PostgreSQL itself, atomically (its transaction rolls back);
 *  - postgres.js's `connect_timeout`: a connection that is not set up within the bound fails;
 *  - a bound here, a little longer, for a server that answers nothing at all (no statement_timeout
 *    can fire then). Such a query may still run once the server is back: a stall leaves it unknown
 *    whether a write that timed out happened, as any lost connection does.
 */
import type { Sql } from 'postgres';

/** Default bound for one query, in ms (DATABASE_TIMEOUT_MS). */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

/** How much longer this process waits than the server's own statement_timeout, which is cleaner. */
const CLIENT_MARGIN_MS = 1_000;

/** A query got no answer in time: the database is stalled or unreachable. */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DATABASE_TIMEOUT';
  constructor() {
    super('The database did not answer in time');
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * Error codes that mean "the database cannot answer now", as opposed to "this query is wrong":
 * SQLSTATE class 08 (connection exception) and the codes below, postgres.js's own connection codes,
 * and the network's.
 */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
  'DATABASE_TIMEOUT',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** True when `error` (or what it wraps: Drizzle puts the driver's error in `cause`) is one of those. */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    current = cause;
  }
  return false;
}

/** The postgres.js options that bound a pool's queries and connections. */
export function poolTimeouts(ms: number) {
  return {
    connect_timeout: Math.max(1, Math.ceil(ms / 1000)),
    connection: { statement_timeout: ms },
  };
}

type Settle = (error: DatabaseTimeoutError) => void;

/** `work`, or a DatabaseTimeoutError after `ms`; `onTimeout` hears of it too. */
function bounded<T>(work: PromiseLike<T>, ms: number, onTimeout?: Settle): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new DatabaseTimeoutError();
      onTimeout?.(error);
      reject(error);
    }, ms);
    timer.unref();
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A postgres.js query (run when awaited) whose answer must come within `ms`. */
function boundedQuery<Q extends object>(query: Q, ms: number, onTimeout?: Settle): Q {
  const proxy: Q = new Proxy(query, {
    get(target, property) {
      if (property === 'then' || property === 'catch' || property === 'finally') {
        const settled = bounded(target as unknown as PromiseLike<unknown>, ms, onTimeout);
        return (settled[property] as (...args: unknown[]) => unknown).bind(settled);
      }
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'values' || property === 'raw' || property === 'simple') {
        // Builders that return the query itself: keep returning the bounded one.
        return (...args: unknown[]) => {
          (value as (...args: unknown[]) => unknown).apply(target, args);
          return proxy;
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return proxy;
}

/**
 * A transaction (`begin`) or savepoint: BEGIN must come within the bound, every query in it is
 * bounded, and once its function is done, COMMIT or ROLLBACK must come within the bound. A query
 * that times out fails the whole transaction at once (its ROLLBACK would wait behind it).
 */
function boundedTransaction(
  run: (...args: unknown[]) => Promise<unknown>,
  /** The server's statement_timeout. */
  ms: number,
  /** The transaction's own connection, bounded the same way. */
  bound: (sql: Sql, onTimeout: Settle) => Sql,
  onTimeout?: Settle,
): (...args: unknown[]) => Promise<unknown> {
  return (...args: unknown[]) => {
    const body = args.pop() as (sql: Sql) => unknown;
    return new Promise((resolve, reject) => {
      const fail = (error: DatabaseTimeoutError) => {
        onTimeout?.(error);
        reject(error);
      };
      const wait = ms + CLIENT_MARGIN_MS;
      let timer = setTimeout(() => fail(new DatabaseTimeoutError()), wait);
      timer.unref();
      run(...args, async (sql: Sql) => {
        clearTimeout(timer);
        try {
          return await body(bound(sql, fail));
        } finally {
          timer = setTimeout(() => fail(new DatabaseTimeoutError()), wait);
          timer.unref();
        }
      }).then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  };
}

/**
 * `sql` as Drizzle uses it (`unsafe`, `begin`, `savepoint`), with each answer bounded by the server's
 * statement_timeout plus a margin. Everything else passes through.
 */
export function boundedSql(sql: Sql, statementTimeoutMs: number, onTimeout?: Settle): Sql {
  const ms = statementTimeoutMs + CLIENT_MARGIN_MS;
  return new Proxy(sql, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'unsafe')
        return (...args: unknown[]) => boundedQuery(method.apply(target, args) as object, ms, onTimeout);
      if (property === 'begin' || property === 'savepoint')
        return boundedTransaction(
          (...args) => method.apply(target, args) as Promise<unknown>,
          statementTimeoutMs,
          (tx, fail) => boundedSql(tx, statementTimeoutMs, fail),
          onTimeout,
        );
      return method.bind(target);
    },
  });
}
