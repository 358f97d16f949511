import { defaultJudgePolicy, type JudgePolicy } from "@grindstone/shared";

/** Today's rule (pass-fail, line-exact) with the given limits: what most runner tests judge by. */
export const policyOf = (limits: { cpuTimeMs: number; memoryKb: number }): JudgePolicy =>
  defaultJudgePolicy({ timeMs: limits.cpuTimeMs, memoryKb: limits.memoryKb });
