import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { problems } from "@grindstone/db";
import type { Language } from "@grindstone/shared";
import {
  JUDGE_ATTEMPTS,
  JUDGE_JOBS,
  RUN_TTL_SECONDS,
  type RunSpec,
  runKey,
  runResultKey,
  type StoredRunResult,
  storedRunResultSchema,
} from "@grindstone/shared/server";
import { type Job, UnrecoverableError } from "bullmq";
import { eq } from "drizzle-orm";
import { NOTES } from "../judge/reference-expected.ts";
import { createWorkerTestDeps, insertUser, problemBySlug } from "../test/harness.ts";
import { judgeRun } from "./judge-run.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let slowProblemId: string;
// A reference with a marker in its source, so a test can check the source never reaches a result.
const SLOW_REFERENCE = [
  "# reference-secret-7f3a",
  "s = input()",
  "if s == 'crash': raise SystemExit(3)",
  "while s == 'slow': pass",
  "print(s.upper())",
].join("\n");

beforeAll(async () => {
  h = await createWorkerTestDeps();
  // Only a Python reference: a Run in another language falls back to it.
  const [row] = await h.deps.db
    .insert(problems)
    .values({
      title: `Upper ${crypto.randomUUID().slice(0, 6)}`,
      description: "Print the line in upper case.",
      difficulty: "EASY",
      constraints: "-",
      referenceSolutions: { PYTHON: SLOW_REFERENCE },
    })
    .returning();
  slowProblemId = row!.id;
});
afterAll(async () => {
  await h.deps.db.delete(problems).where(eq(problems.id, slowProblemId));
  await h.close();
});

const delivery = (runId: string) =>
  ({
    name: JUDGE_JOBS.run,
    data: { runId },
    attemptsMade: 0,
    opts: { attempts: JUDGE_ATTEMPTS },
  }) as unknown as Job;

/** Stores a Run's spec as the API does, judges it in the real sandbox and returns the stored result. */
async function judge(
  spec: Omit<RunSpec, "userId" | "createdAt" | "cpuTimeMs" | "memoryKb"> & { cpuTimeMs?: number },
) {
  const user = await insertUser(h.deps);
  const runId = crypto.randomUUID();
  const full: RunSpec = {
    userId: user.id,
    cpuTimeMs: 1000,
    memoryKb: 256 * 1024,
    createdAt: new Date().toISOString(),
    ...spec,
  };
  await h.deps.redis.set(runKey(h.env.REDIS_PREFIX, runId), JSON.stringify(full), "EX", RUN_TTL_SECONDS);
  await judgeRun(h.deps)(delivery(runId));
  const raw = await h.deps.redis.get(runResultKey(h.env.REDIS_PREFIX, runId));
  return { raw: raw!, result: storedRunResultSchema.parse(JSON.parse(raw!)) };
}

const pick = (r: StoredRunResult) =>
  r.results.map((x) => ({
    status: x.status,
    passed: x.passed,
    expected: x.expected.trim(),
    expectedFrom: x.expectedFrom,
    note: x.note,
  }));

describe("judge-run: cases without an expected output", () => {
  test("take the reference solution's output (same language), judged against it, given ones kept", async () => {
    const problem = await problemBySlug(h.deps, "two-sum");
    const { result, raw } = await judge({
      problemId: problem.id,
      language: "JAVASCRIPT" satisfies Language,
      // Always answers "0 1": right for the first two cases, wrong for the third.
      sourceCode: 'console.log("0 1")',
      stdin: ["2\n3 4\n7\n", "2\n1 1\n2\n", "3\n1 2 4\n6\n"],
      expectedOutputs: ["0 1", null, null],
    });
    expect(result.status).toBe("Wrong Answer");
    expect(pick(result)).toEqual([
      { status: "Accepted", passed: true, expected: "0 1", expectedFrom: "given", note: null },
      { status: "Accepted", passed: true, expected: "0 1", expectedFrom: "reference", note: null },
      { status: "Wrong Answer", passed: false, expected: "1 2", expectedFrom: "reference", note: null },
    ]);
    expect(raw).not.toContain(problem.referenceSolutions.JAVASCRIPT!.slice(0, 40));
  }, 60_000);

  test("a case the reference fails on (error or time limit) is judged without one, and says why", async () => {
    const { result, raw } = await judge({
      problemId: slowProblemId,
      // The problem has no Java reference: its Python one is used.
      language: "JAVA",
      sourceCode:
        "public class Main { public static void main(String[] a) { System.out.println(new java.util.Scanner(System.in).nextLine().toUpperCase()); } }",
      stdin: ["hello world", "crash", "slow"],
      expectedOutputs: [null, null, null],
      cpuTimeMs: 500,
    });
    expect(pick(result)).toEqual([
      { status: "Accepted", passed: true, expected: "HELLO WORLD", expectedFrom: "reference", note: null },
      {
        status: "Accepted",
        passed: true,
        expected: "",
        expectedFrom: "none",
        note: NOTES.failed("Runtime Error"),
      },
      {
        status: "Accepted",
        passed: true,
        expected: "",
        expectedFrom: "none",
        note: NOTES.failed("Time Limit Exceeded"),
      },
    ]);
    expect(result.status).toBe("Accepted");
    expect(raw).not.toContain("reference-secret-7f3a");
  }, 60_000);

  test("a problem without any reference solution leaves the case uncompared", async () => {
    const [bare] = await h.deps.db
      .insert(problems)
      .values({ title: "No reference", description: "-", difficulty: "EASY", constraints: "-" })
      .returning();
    try {
      const { result } = await judge({
        problemId: bare!.id,
        language: "PYTHON",
        sourceCode: "print(input())",
        stdin: ["x"],
        expectedOutputs: [null],
      });
      expect(pick(result)).toEqual([
        { status: "Accepted", passed: true, expected: "", expectedFrom: "none", note: NOTES.noReference },
      ]);
    } finally {
      await h.deps.db.delete(problems).where(eq(problems.id, bare!.id));
    }
  }, 60_000);
});

describe("judge-run: a stored result", () => {
  test("that is malformed fails the job for good (judging again cannot replace it), naming the run", async () => {
    const user = await insertUser(h.deps);
    const runId = crypto.randomUUID();
    const spec: RunSpec = {
      userId: user.id,
      problemId: slowProblemId,
      language: "PYTHON",
      sourceCode: "print(1)",
      stdin: ["x"],
      expectedOutputs: ["1"],
      cpuTimeMs: 1000,
      memoryKb: 256 * 1024,
      createdAt: new Date().toISOString(),
    };
    const prefix = h.env.REDIS_PREFIX;
    await h.deps.redis.set(runKey(prefix, runId), JSON.stringify(spec), "EX", RUN_TTL_SECONDS);
    await h.deps.redis.set(runResultKey(prefix, runId), '{"status":"Accepted"}', "EX", RUN_TTL_SECONDS);
    const failure = judgeRun(h.deps)(delivery(runId));
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failure).rejects.toThrow(`stored result of run ${runId} is malformed`);
  });
});
