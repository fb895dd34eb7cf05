/**
 * Tells an in-process cache that what it holds may have changed. Only sound for PGlite, where this
 * process is the only one that can open the data folder: every write to it passes through this
 * wrapper. On PostgreSQL other processes write too, so nothing is cached there.
 *
 * It watches statements rather than the domain functions that issue them, so a write path added
 * later, a cascade from `delete from users`, or a test writing rows directly cannot be missed.
 */
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

export interface WriteWatch {
  /** Moves whenever the data may have changed; a cache entry read at another generation is stale. */
  generation(): number;
}

/**
 * Anything but a plain SELECT counts, whatever table it names: reads far outnumber writes, and a
 * false alarm only costs a cache miss.
 */
export const isWrite = (statement: string) => !/^\s*select\b/i.test(statement);

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

export function watchWrites(client: PGlite): WriteWatch {
  let generation = 0;
  const moved = () => {
    generation += 1;
  };

  // Moved both when the statement is sent and when it has run: a read that raced it is then not
  // stored (the generation it started at is gone), and whatever was stored before is dropped.
  const watch = (target: Queryable, wrote: () => void) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = <T>(statement: string, params?: unknown[], options?: QueryOptions) => {
      if (!isWrite(statement)) return query<T>(statement, params, options);
      wrote();
      return query<T>(statement, params, options).finally(wrote);
    };
    target.exec = (statement, options) => {
      if (!isWrite(statement)) return exec(statement, options);
      wrote();
      return exec(statement, options).finally(wrote);
    };
  };

  watch(client, moved);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => {
    let wrote = false;
    return transaction((tx) => {
      watch(tx, () => {
        wrote = true;
        moved();
      });
      return callback(tx);
    }).finally(() => {
      // Its writes become visible at the commit, after its last statement ran.
      if (wrote) moved();
    });
  };
  return { generation: () => generation };
}
