import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type RunSpec, runKey, runResultKey, type StoredRunResult } from "@grindstone/shared/server";
import { createTestApp, signUp } from "../../test/harness.ts";

/** A Run's result is read back from Redis through the shared schema: what the worker wrote, or a clear error. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A Run as the API stores it, with `result` stored as the worker would (raw text, to store what it never would). */
async function storedRun(result: string) {
  const { c, user } = await signUp(t.app);
  const id = crypto.randomUUID();
  const spec: RunSpec = {
    userId: user.id,
    problemId: crypto.randomUUID(),
    language: "PYTHON",
    sourceCode: "print(input())",
    stdin: ["1"],
    expectedOutputs: ["1"],
    cpuTimeMs: 1000,
    memoryKb: 65536,
    createdAt: new Date().toISOString(),
  };
  const prefix = t.ctx.env.REDIS_PREFIX;
  // A minute is plenty for the read below; nothing else uses these keys.
  await t.ctx.redis.set(runKey(prefix, id), JSON.stringify(spec), "EX", 60);
  await t.ctx.redis.set(runResultKey(prefix, id), result, "EX", 60);
  return c.get(`/submission/${id}`);
}

const passedCase: StoredRunResult["results"][number] = {
  position: 0,
  passed: true,
  status: "Accepted",
  stdout: "1",
  stderr: "",
  expected: "1",
  stdin: "1",
  timeMs: 12,
  memoryKb: 2048,
  hidden: false,
};

describe("a stored Run result", () => {
  test("written before expectedFrom existed still reads, as given", async () => {
    const stored: StoredRunResult = { status: "Accepted", compileOutput: null, results: [passedCase] };
    const res = await storedRun(JSON.stringify(stored));
    expect(res.status).toBe(200);
    expect(res.json.submission).toMatchObject({ kind: "run", status: "Accepted", passedCount: 1 });
    expect(res.json.submission.testCases[0]).toMatchObject({
      expectedFrom: "given",
      note: null,
      stdout: "1",
    });
  });

  test("that is malformed is a clear 500, whether not JSON or not the schema's shape", async () => {
    const shapes = [
      "{not json",
      JSON.stringify({ status: "Accepted", compileOutput: null }),
      JSON.stringify({
        status: "Accepted",
        compileOutput: null,
        results: [{ ...passedCase, passed: "yes" }],
      }),
      JSON.stringify({
        status: "Accepted",
        compileOutput: null,
        results: [{ ...passedCase, expectedFrom: "guess" }],
      }),
    ];
    for (const raw of shapes) {
      const res = await storedRun(raw);
      expect(res.status).toBe(500);
      expect(res.json).toEqual({
        error: "This run's result could not be read. Please run your code again.",
        code: "INTERNAL",
      });
    }
  });
});
