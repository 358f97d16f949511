import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { submissions, submissionTestResults } from "@grindstone/db";
import { COMPILER_OUTPUT_CUT_MARKER, type Language, MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import { judgeSubmission } from "../../processors/judge-submission.ts";
import type { LocalSandboxRunner } from "../../runners/local-sandbox.ts";
import {
  createWorkerTestDeps,
  fakeJudgeDelivery,
  insertSubmission,
  insertUser,
  problemBySlug,
} from "../harness.ts";
import * as H from "./hostile-programs.ts";
import { LANGUAGES } from "./runner-support.ts";

/** The hostile suite's part about what programs print, through the real pipeline into Postgres (hostile-suite.ts). */
export function hostileOutputSuite(runner: LocalSandboxRunner, TIMEOUT: number) {
  describe.concurrent("hostile output, judged and stored", () => {
    // The real pipeline (processor → this file's runner → Postgres) for what a program prints.
    let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
    beforeAll(async () => {
      h = await createWorkerTestDeps({}, runner);
    });
    afterAll(() => h.close());

    const utf8Length = (s: string) => Buffer.byteLength(s, "utf8");
    const submit = async (language: Language, sourceCode: string) => {
      const [user, problem] = await Promise.all([
        insertUser(h.deps),
        problemBySlug(h.deps, "climbing-stairs"),
      ]);
      const sub = await insertSubmission(h.deps, {
        userId: user.id,
        problemId: problem.id,
        language,
        sourceCode,
      });
      await judgeSubmission(h.deps)(fakeJudgeDelivery(sub.id));
      const [row] = await h.deps.db.select().from(submissions).where(eq(submissions.id, sub.id));
      const results = await h.deps.db
        .select()
        .from(submissionTestResults)
        .where(eq(submissionTestResults.submissionId, sub.id));
      return { row: row!, results };
    };

    test(
      "NUL, invalid UTF-8 and ANSI output get a verdict in normal time, stored as display text, and the row is final",
      async () => {
        const started = Date.now();
        const judged = await Promise.all(
          LANGUAGES.map(async (l) => [l, await submit(l, H.NOT_TEXT_OUTPUT[l])] as const),
        );
        // Every language × 8 tests on two slots, with room for a loaded CI machine.
        expect(Date.now() - started).toBeLessThan(90_000);
        const shown = "a\u2400b\ufffd\ufffd\ufffd \u241b[31mred\u241b[0m\u2421\n\u2400\u2400\u2400";
        for (const [lang, { row, results }] of judged) {
          expect([lang, row.status, row.attempts]).toEqual([lang, "Wrong Answer", 1]);
          expect([lang, results.length]).toEqual([lang, row.totalCount]);
          for (const r of results) {
            expect([lang, r.stdout.slice(0, shown.length)]).toEqual([lang, shown]);
            expect([lang, r.stderr.includes(shown)]).toEqual([lang, true]);
            expect(utf8Length(r.stdout)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
            expect(utf8Length(r.stderr)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
          }
        }
      },
      TIMEOUT,
    );

    test(
      "a Java compiler flood is a Compilation Error whose output is capped and marked as cut",
      async () => {
        const { row } = await submit("JAVA", H.JAVA_COMPILE_FLOOD);
        expect(row.status).toBe("Compilation Error");
        expect(row.compileOutput).toContain("error: cannot find symbol");
        expect(utf8Length(row.compileOutput!)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
        expect(row.compileOutput!.endsWith(COMPILER_OUTPUT_CUT_MARKER)).toBe(true);
      },
      TIMEOUT,
    );
  });
}
