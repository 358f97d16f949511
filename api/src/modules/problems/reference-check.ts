import { type CreateProblemBody, type JudgePolicy, LANGUAGE_LABEL, LANGUAGES } from "@grindstone/shared";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { enqueueRun, readRunResult, waitForRun } from "../execute/run-queue.ts";
import type { SentTest } from "./stored-test-files.ts";

// Every language judged in parallel on the worker pool; Java's compile dominates. Generous, since it is an admin action.
const REFERENCE_WAIT_MS = 90_000;

/**
 * Runs every language's reference solution through the real judge (the same queue and sandbox as learners'
 * code) against every test case, under the policy being saved (its limits and checker). The problem is saved only
 * if all pass; otherwise a 400 names the language and the first failing test. Returns, per test, the exchange of an
 * interactive problem's first reference solution (spec order) with the interactor, shown with its visible tests
 * ("" for every test of other problems).
 */
export async function checkReferenceSolutions(
  ctx: AppContext,
  adminId: string,
  body: Pick<CreateProblemBody, "referenceSolutions"> & {
    testcases: SentTest[];
  },
  policy: JudgePolicy,
): Promise<string[]> {
  // The spec's languages are always there; an optional one is checked when the problem offers it.
  const runs = LANGUAGES.filter((language) => body.referenceSolutions[language] !== undefined).map(
    (language) => ({ language, id: crypto.randomUUID() }),
  );
  await Promise.all(
    runs.map(({ language, id }) =>
      enqueueRun(ctx, id, {
        userId: adminId,
        problemId: "00000000-0000-0000-0000-000000000000", // not saved yet: the run belongs to no problem
        language,
        sourceCode: body.referenceSolutions[language]!,
        stdin: body.testcases.map((t) => (t.inputFile ? "" : t.input)),
        expectedOutputs: body.testcases.map((t) => (t.outputFile ? "" : t.output)),
        // Stored test files travel by name; the worker reads them from its disk cache.
        ...(body.testcases.some((t) => t.inputFile || t.outputFile)
          ? {
              stdinFiles: body.testcases.map((t) => t.inputFile?.sha256 ?? null),
              expectedFiles: body.testcases.map((t) => t.outputFile?.sha256 ?? null),
            }
          : {}),
        policy,
        createdAt: new Date().toISOString(),
      }),
    ),
  );
  let interactions: string[] | null = null;
  for (const { language, id } of runs) {
    if (!(await waitForRun(ctx, id, REFERENCE_WAIT_MS))) {
      throw new AppError("SERVICE_UNAVAILABLE", 503, "The judge is busy, please retry");
    }
    const result = await readRunResult(ctx, id);
    if (!result) throw new AppError("SERVICE_UNAVAILABLE", 503, "The judge is busy, please retry");
    if (result.status === "Accepted") {
      interactions ??= result.results.map((r) =>
        policy.type === "interactive" ? (r.interaction ?? "") : "",
      );
      continue;
    }
    // The judge failed, not the solution (a Run whose job failed for good ends as Internal Error at once).
    if (result.status === "Internal Error")
      throw new AppError(
        "SERVICE_UNAVAILABLE",
        503,
        "The judge could not check the reference solutions, please retry",
      );
    const failing = result.results.find((r) => !r.passed);
    // The problem's own checker failed (it does not compile, crashes, answers nonsense): the admin's to fix, and
    // what it said is theirs to read.
    if (result.status === "Judge Error") {
      const said = (failing?.judgeMessage ?? "").split("\n").slice(0, 5).join("\n").slice(0, 600);
      throw new AppError(
        "VALIDATION",
        400,
        `The ${policy.type === "interactive" ? "interactor" : "checker"} failed on test case ${(failing?.position ?? 0) + 1} with the ${LANGUAGE_LABEL[language]} reference solution${said ? `: ${said}` : ""}`,
      );
    }
    const where = failing ? ` on test case ${failing.position + 1}` : "";
    const detail = result.compileOutput ? `: ${result.compileOutput.split("\n")[0]}` : "";
    throw new AppError(
      "VALIDATION",
      400,
      `${LANGUAGE_LABEL[language]} reference solution failed${where} (${result.status})${detail}`,
    );
  }
  return interactions ?? body.testcases.map(() => "");
}
