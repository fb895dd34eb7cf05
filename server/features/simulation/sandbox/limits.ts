/**
 * What one trial's controller may use. Which mechanism enforces which limit (README, "The
 * sandbox"):
 *
 *  - network: a network namespace of its own with only a loopback device (bubblewrap);
 *  - files: a mount namespace with the system's programs and libraries read-only, the controller's
 *    own folder, and a private `/tmp` of `tmpBytes` (bubblewrap); nothing of the portal's;
 *  - processes and memory: a cgroup per trial (`pids.max`, the memory limit), and for Node
 *    controllers V8's heap limit below it, since V8 reserves far more address space than it uses;
 *  - CPU: RLIMIT_CPU per process, and the trial's wall-clock budget, after which every process of
 *    the trial's cgroup is killed.
 */
export interface SandboxLimits {
  /** Memory of all the trial's processes together. */
  memoryBytes: number;
  /** Processes and threads together (V8 alone runs about ten threads). */
  pids: number;
  /** Size of the private /tmp. */
  tmpBytes: number;
  /** CPU seconds one process may use (RLIMIT_CPU). */
  cpuSeconds: number;
  /** How long the controller may take to answer one observation. */
  stepMs: number;
  /** How long a whole trial may take, start-up included. */
  trialMs: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: SandboxLimits = {
  memoryBytes: 256 * MiB,
  pids: 64,
  tmpBytes: 16 * MiB,
  cpuSeconds: 30,
  // Generous against a busy machine: a controller's step takes microseconds to milliseconds.
  stepMs: 1000,
  trialMs: 60_000,
};
