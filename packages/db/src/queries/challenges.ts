import { LANGUAGES, readJudgePolicy } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { problems } from "../schema/problems.ts";

/**
 * What a challenge needs of its problem (issue 27): the input validators, the reference solutions and the judging
 * policy, with `refusal` saying why it cannot take a challenge (null when it can). One reading for the API's check
 * and the worker's job, so both agree on what "challengeable" means.
 */
export async function getChallengeProblem(db: Db, problemId: string) {
  const [p] = await db
    .select({
      inputValidators: problems.inputValidators,
      referenceSolutions: problems.referenceSolutions,
      judgePolicy: problems.judgePolicy,
    })
    .from(problems)
    .where(eq(problems.id, problemId));
  if (!p) return undefined;
  const policy = readJudgePolicy(p.judgePolicy);
  const referenceLanguage = LANGUAGES.find((l) => p.referenceSolutions?.[l]) ?? null;
  const refusal =
    p.inputValidators.length === 0
      ? ("noValidator" as const)
      : referenceLanguage === null
        ? ("noReference" as const)
        : policy.type !== "pass-fail"
          ? ("notPassFail" as const)
          : null;
  return { ...p, policy, referenceLanguage, refusal };
}
