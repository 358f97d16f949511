import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { submissions } from "@grindstone/db";
import { LANGUAGE_IDS } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import { createTestApp, seededProblem, signUp } from "../../test/harness.ts";

/**
 * A click retried by its client (a timeout, a 503, a dropped connection) must not become a second submission: in a
 * contest that is a duplicate try and a penalty. No worker here: a short judge wait answers 202 at once, which is
 * exactly the state a retrying client sees.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let problemId: string;
beforeAll(async () => {
  t = await createTestApp({ JUDGE_WAIT_MS: "0" });
  problemId = (await seededProblem(t.ctx, "two-sum")).id;
});
afterAll(() => t.close());

const body = (source = "print(1)", extra: object = {}) => ({
  source_code: source,
  language_id: LANGUAGE_IDS.PYTHON,
  stdin: ["1"],
  expected_outputs: [],
  problemId,
  ...extra,
});
const keyed = (key: string) => ({ "Idempotency-Key": key });
const rowsOf = async (userId: string) =>
  t.ctx.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.userId, userId));

describe("submit with an Idempotency-Key", () => {
  test("a repeat returns the first submission; nothing new is stored or admitted", async () => {
    const { c, user } = await signUp(t.app);
    const key = crypto.randomUUID();
    const first = await c.post("/execute-code/submit", body(), keyed(key));
    expect(first.status).toBe(202);
    // More repeats than the in-flight cap (2): a repeat takes no slot.
    for (let i = 0; i < 3; i++) {
      const again = await c.post("/execute-code/submit", body(), keyed(key));
      expect(again.status).toBe(202);
      expect(again.json.submission.id).toBe(first.json.submission.id);
    }
    expect(await rowsOf(user.id)).toEqual([{ id: first.json.submission.id }]);
  });

  test("two copies of one click arriving at once make one submission", async () => {
    const { c, user } = await signUp(t.app);
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      c.post("/execute-code/submit", body(), keyed(key)),
      c.post("/execute-code/submit", body(), keyed(key)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(answers[0]!.json.submission.id).toBe(answers[1]!.json.submission.id);
    expect((await rowsOf(user.id)).length).toBe(1);
  });

  test("without a key (the spec's client) every request is a new submission", async () => {
    const { c, user } = await signUp(t.app);
    const a = await c.post("/execute-code/submit", body());
    const b = await c.post("/execute-code/submit", body());
    expect(a.json.submission.id).not.toBe(b.json.submission.id);
    expect((await rowsOf(user.id)).length).toBe(2);
  });

  test("a key is the caller's own: another user with the same key gets their own submission", async () => {
    const key = crypto.randomUUID();
    const one = await signUp(t.app);
    const two = await signUp(t.app);
    const a = await one.c.post("/execute-code/submit", body(), keyed(key));
    const b = await two.c.post("/execute-code/submit", body(), keyed(key));
    expect(b.status).toBe(202);
    expect(b.json.submission.id).not.toBe(a.json.submission.id);
  });

  test("a key reused for different code is refused (422), not answered with the other code's verdict", async () => {
    const { c, user } = await signUp(t.app);
    const key = crypto.randomUUID();
    await c.post("/execute-code/submit", body("print(1)"), keyed(key));
    const other = await c.post("/execute-code/submit", body("print(2)"), keyed(key));
    expect(other.status).toBe(422);
    expect(other.json).toEqual({
      error: "This Idempotency-Key was already used for a different request",
      code: "IDEMPOTENCY_KEY_REUSED",
    });
    expect((await rowsOf(user.id)).length).toBe(1);
  });

  test("a malformed key is a clear 400 and stores nothing", async () => {
    const { c, user } = await signUp(t.app);
    for (const key of ["has space", "x".repeat(201), "é"]) {
      const res = await c.post("/execute-code/submit", body(), keyed(key));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        error: "Idempotency-Key must be 1 to 200 visible ASCII characters",
        code: "VALIDATION",
      });
    }
    expect((await rowsOf(user.id)).length).toBe(0);
  });
});

describe("run with an Idempotency-Key", () => {
  test("a repeat returns the first Run; another key makes another Run", async () => {
    const { c } = await signUp(t.app);
    const key = crypto.randomUUID();
    const first = await c.post("/execute-code", body(), keyed(key));
    expect(first.status).toBe(202);
    const again = await c.post("/execute-code", body(), keyed(key));
    expect(again.status).toBe(202);
    expect(again.json.submission.id).toBe(first.json.submission.id);
    expect(again.json.submission.kind).toBe("run");
    const other = await c.post("/execute-code", body(), keyed(crypto.randomUUID()));
    expect(other.json.submission.id).not.toBe(first.json.submission.id);
    const reused = await c.post("/execute-code", body("print(3)"), keyed(key));
    expect(reused.status).toBe(422);
  });

  test("a Run refused before it was queued gives its key back, so the retry can queue it", async () => {
    const { c } = await signUp(t.app);
    const key = crypto.randomUUID();
    const missing = await c.post(
      "/execute-code",
      body("print(1)", { problemId: crypto.randomUUID() }),
      keyed(key),
    );
    expect(missing.status).toBe(404);
    const retry = await c.post("/execute-code", body(), keyed(key));
    expect(retry.status).toBe(202);
  });
});
