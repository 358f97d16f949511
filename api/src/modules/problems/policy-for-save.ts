import {
  type CreateProblemBody,
  defaultJudgePolicy,
  type JudgePolicy,
  type UpdateProblemBody,
} from "@grindstone/shared";

/**
 * The policy a saved problem is judged by: the body's `judgePolicy`, else (on update) the stored one, else today's
 * rule; the original `cpuTimeLimitMs` / `memoryLimitKb` fields, when sent, set its limits (the spec's form and older
 * clients send only those).
 */
export function policyForSave(
  body: Pick<CreateProblemBody | UpdateProblemBody, "judgePolicy" | "cpuTimeLimitMs" | "memoryLimitKb">,
  stored?: JudgePolicy,
): JudgePolicy {
  const base = body.judgePolicy ?? stored ?? defaultJudgePolicy();
  const policy: JudgePolicy = {
    ...base,
    limits: {
      ...base.limits,
      ...(body.cpuTimeLimitMs ? { timeMs: body.cpuTimeLimitMs } : {}),
      ...(body.memoryLimitKb ? { memoryKb: body.memoryLimitKb } : {}),
    },
  };
  return policy;
}
