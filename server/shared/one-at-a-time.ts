/**
 * Work that runs one at a time per key, in this process: each call waits until the calls made before
 * it for the same key have settled, whether they succeeded or failed. A key is forgotten once no call
 * for it is running or waiting, so the map holds only keys in use.
 *
 * Written here rather than taken from a package: the project depends on none that queues by key
 * (p-limit, in node_modules through other packages, bounds one pool, not one queue per key), and a
 * promise chain per key is a dozen lines.
 */
export function oneAtATime<Key>() {
  /** Per key, the promise that settles when the last call queued for it has finished. */
  const tails = new Map<Key, Promise<void>>();

  return async function run<T>(key: Key, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    // Never rejects: `before` and `mine` only ever resolve, so one failure does not stop the queue.
    const tail = before.then(() => mine);
    tails.set(key, tail);
    try {
      await before;
      return await work();
    } finally {
      done();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
