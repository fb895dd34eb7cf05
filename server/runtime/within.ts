/**
 * `work`'s outcome, or `late` once `ms` have passed without one: what a caller that must not wait on a
 * stalled database, mailer or render gets instead. The timer ends with the race, and never keeps the
 * process alive by itself.
 */
export async function within<T, L>(work: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<L>((resolve) => {
    timer = setTimeout(resolve, ms, late);
    timer.unref();
  });
  try {
    return await Promise.race([work, outOfTime]);
  } finally {
    clearTimeout(timer);
  }
}
