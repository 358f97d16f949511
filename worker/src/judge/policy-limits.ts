import type { JudgePolicy } from "@grindstone/shared";

/**
 * The one place a problem's judging policy becomes what the sandbox enforces. Every runner (embedded sandbox, Judge0)
 * and the verdict module (decide.ts) take their limits from here; nothing else derives a wall clock, a backstop or
 * a polling interval from the policy.
 */
export type SandboxLimits = {
  /** CPU time per test, summed over the test's processes: past it, Time Limit Exceeded. */
  cpuMs: number;
  /** Wall clock per test: catches a program that sleeps or waits on input that never comes. */
  wallMs: number;
  memoryKb: number;
  /** stdout past this is Output Limit Exceeded (the program is killed there). */
  outputBytes: number;
  /**
   * RLIMIT_CPU [soft, hard], per process and in whole seconds: only a backstop, since the supervisor polls the whole
   * tree's CPU every `pollMs` and kills at `cpuMs`. One second over so polling, not the rlimit, decides.
   */
  cpuRlimitSeconds: [number, number];
  /** How often the supervisor samples the test's CPU (and memory without a cgroup). */
  pollMs: number;
};

/** A sleeping or blocked program gets three times its CPU limit in wall clock before it is stopped. */
export const WALL_TIME_FACTOR = 3;
// 50 ms: a test over its limit is stopped at most this late, and a poll costs ~0.1 ms of the supervisor's CPU.
const POLL_MS = 50;

export function sandboxLimits(policy: Pick<JudgePolicy, "limits">): SandboxLimits {
  const { timeMs, memoryKb, outputKb } = policy.limits;
  const seconds = Math.ceil(timeMs / 1000);
  return {
    cpuMs: timeMs,
    wallMs: timeMs * WALL_TIME_FACTOR,
    memoryKb,
    outputBytes: outputKb * 1024,
    cpuRlimitSeconds: [seconds + 1, seconds + 2],
    pollMs: POLL_MS,
  };
}

/** The limit a test went over, in the learner's words ("2 s", "256 MB"), for the result panel. */
export const limitText = {
  time: (ms: number) => `${Number.isInteger(ms / 1000) ? ms / 1000 : (ms / 1000).toFixed(1)} s`,
  memory: (kb: number) => `${Math.round(kb / 1024)} MB`,
};
