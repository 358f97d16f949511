import { afterAll, beforeAll, expect, test } from "bun:test";
import { LANGUAGE_IDS, type SubmissionUpdate } from "@grindstone/shared";
import { inflightKey, MAX_IN_FLIGHT_PER_USER } from "@grindstone/shared/server";
import type { Subprocess } from "bun";
import { testEnv } from "../../env.ts";
import { createTestApp, seededProblem, signUp } from "../../test/harness.ts";

// Its own Redis prefix: the broken worker below must not take the jobs of the other API tests' healthy worker, nor
// they its.
const prefix = `${testEnv().REDIS_PREFIX}-run-failure-${crypto.randomUUID().slice(0, 8)}`;
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess<"ignore", "pipe", "inherit">;

beforeAll(async () => {
  // A held request waits 5 s: long enough for a failure announced at once, short enough to see one that is not.
  t = await createTestApp({ REDIS_PREFIX: prefix, JUDGE_WAIT_MS: "5000" });
  await seededProblem(t.ctx, "two-sum");
  worker = Bun.spawn([process.execPath, "worker/src/test/broken-judge-child.ts"], {
    cwd: new URL("../../../..", import.meta.url).pathname,
    env: { ...process.env, TEST_REDIS_PREFIX: prefix },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const reader = worker.stdout.getReader();
  let out = "";
  while (!out.includes("ready")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the broken worker exited before it was ready: ${out}`);
    out += new TextDecoder().decode(value);
  }
  reader.releaseLock();
}, 60_000);
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

test("a Run whose job fails for good ends at once: Internal Error to the held request, the socket and the poll, and its in-flight slot is free", async () => {
  const problem = await seededProblem(t.ctx, "two-sum");
  const { c, user } = await signUp(t.app);
  const { io } = await import("socket.io-client");
  const { startServer } = await import("../../server.ts");
  const server = startServer(t.ctx, 0);
  const socket = io(`http://127.0.0.1:${server.port}`, {
    path: "/socket.io/",
    transports: ["websocket"],
    extraHeaders: { cookie: c.cookie },
    reconnection: false,
  });
  const finals: SubmissionUpdate[] = [];
  try {
    await new Promise<void>((resolve, reject) =>
      socket.once("connect", () => resolve()).once("connect_error", reject),
    );
    socket.on("submissionUpdate", (u: SubmissionUpdate) => {
      if (u.status !== "Queued" && u.status !== "Running") finals.push(u);
    });
    const run = () =>
      c.post("/execute-code/", {
        source_code: "print(input())",
        language_id: LANGUAGE_IDS.PYTHON,
        stdin: ["hello"],
        expected_outputs: ["hello"],
        problemId: problem.id,
      });
    // As many Runs as the cap allows, all failing: each answer is final, and the cap is free again for the next.
    const first = await Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_USER }, run));
    for (const res of first) {
      expect(res.status).toBe(200);
      expect(res.json.submission).toMatchObject({ kind: "run", status: "Internal Error" });
    }
    expect(await t.ctx.redis.zcard(inflightKey(prefix, user.id))).toBe(0);
    const next = await run();
    expect(next.status).toBe(200);
    expect(next.json.submission.status).toBe("Internal Error");
    // What a client polls says the same.
    const polled = await c.get(`/submission/${first[0]!.json.submission.id}`);
    expect(polled.json.submission.status).toBe("Internal Error");
    // The socket heard each Run's end once.
    await Bun.sleep(200);
    const ids = [...first, next].map((r) => r.json.submission.id as string);
    expect(finals.map((u) => u.id).sort()).toEqual([...ids].sort());
    expect(finals.every((u) => u.status === "Internal Error" && u.kind === "run")).toBe(true);
  } finally {
    socket.disconnect();
    await server.stop(true);
  }
}, 60_000);
