import { afterAll, beforeAll, expect, test } from "bun:test";
import { LANGUAGE_IDS } from "@grindstone/shared";
import { createTestApp, seededProblem, signUp } from "../../test/harness.ts";

/** The judge job carries the X-Request-Id of the request that queued it, so the worker's lines can be found from it. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // No worker here: the request answers 202 at once and the job stays queued for the test to read.
  t = await createTestApp({ JUDGE_WAIT_MS: "0" });
});
afterAll(() => t.close());

test("Submit and Run put the request's id on their judge job", async () => {
  const problem = await seededProblem(t.ctx, "two-sum");
  const { c } = await signUp(t.app);
  const body = {
    source_code: "print(1)",
    language_id: LANGUAGE_IDS.PYTHON,
    stdin: ["1"],
    expected_outputs: ["1"],
    problemId: problem.id,
  };
  for (const [path, reqId] of [
    ["/execute-code/submit", "trace-submit-1"],
    ["/execute-code", "trace-run-1"],
  ] as const) {
    const res = await c.post(path, body, { "X-Request-Id": reqId });
    expect(res.status).toBe(202);
    expect(res.headers.get("X-Request-Id")).toBe(reqId);
    const job = await t.ctx.queue.getJob(res.json.submission.id);
    expect(job?.data.reqId).toBe(reqId);
    await job?.remove();
  }
});
