/**
 * Numbers drawn from a trial's seed, the same on every machine: 32-bit integer arithmetic only
 * (mulberry32), never Math.random, and no Math.sin or Math.exp, whose last bits differ between
 * engines. A scenario turns them into currents and poses with + − × ÷ and √, which IEEE 754 rounds
 * the same everywhere.
 */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** In [0, 1). */
    next,
    /** In [low, high). */
    between: (low: number, high: number) => low + (high - low) * next(),
  };
}
