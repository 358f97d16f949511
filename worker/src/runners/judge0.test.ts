import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import {
  COMPILER_OUTPUT_CUT_MARKER,
  type Language,
  MAX_STORED_OUTPUT_BYTES,
  type Verdict,
} from "@grindstone/shared";
import { policyOf } from "../test/policy.ts";
import { Judge0Runner } from "./judge0.ts";
import { InfrastructureError, type RunTest } from "./runner.ts";

/**
 * Judge0 itself needs Docker (privileged isolate boxes), which CI does not have, so these tests talk to a stand-in
 * written with Bun.serve that speaks Judge0 CE's HTTP protocol (base64 fields, tokens, status ids, 503 when its
 * queue is full). The stand-in does not run code: each "source" is a JSON script of the result Judge0 would
 * report, and "$STDIN" in its stdout is replaced by the submitted input (to prove the base64 round trip).
 */
type Script = {
  status: number;
  stdout?: string;
  stderr?: string;
  compile_output?: string;
  memory?: number;
  time?: string;
};
type Seen = { method: string; url: URL; headers: Headers; body: Record<string, unknown> | null };

const seen: Seen[] = [];
let queueFullResponses = 0; // the next N POSTs answer 503
let neverFinish = false;
const jobs = new Map<string, { script: Script; stdin: string; polls: number }>();
const b64 = (s: string) => Buffer.from(s).toString("base64");
const unb64 = (s: unknown) => Buffer.from(String(s ?? ""), "base64").toString("utf8");

const server = Bun.serve({
  port: 0,
  async fetch(req) {
    const url = new URL(req.url);
    const body = req.method === "POST" ? ((await req.json()) as Record<string, unknown>) : null;
    seen.push({ method: req.method, url, headers: req.headers, body });
    if (req.method === "POST" && url.pathname === "/submissions") {
      if (queueFullResponses > 0) {
        queueFullResponses--;
        return Response.json({ error: "queue is full" }, { status: 503 });
      }
      const token = crypto.randomUUID();
      jobs.set(token, { script: JSON.parse(unb64(body!.source_code)), stdin: unb64(body!.stdin), polls: 0 });
      return Response.json({ token }, { status: 201 });
    }
    const job = jobs.get(url.pathname.split("/")[2] ?? "");
    if (req.method === "GET" && job) {
      // The first poll sees the submission still processing, as a real Judge0 usually does.
      if (neverFinish || job.polls++ === 0)
        return Response.json({ status: { id: neverFinish ? 1 : 2, description: "Processing" } });
      const s = job.script;
      return Response.json({
        status: { id: s.status, description: `status ${s.status}` },
        stdout: s.stdout === undefined ? null : b64(s.stdout.replace("$STDIN", job.stdin)),
        stderr: s.stderr === undefined ? null : b64(s.stderr),
        compile_output: s.compile_output === undefined ? null : b64(s.compile_output),
        message: null,
        time: s.time ?? "0.012",
        memory: s.memory ?? 3100,
      });
    }
    return Response.json({ error: "not found" }, { status: 404 });
  },
});

afterAll(() => server.stop(true));
beforeEach(() => {
  seen.length = 0;
  queueFullResponses = 0;
  neverFinish = false;
});

const runner = (opts: Partial<ConstructorParameters<typeof Judge0Runner>[0]> = {}) =>
  new Judge0Runner({ url: server.url.href, pollIntervalMs: 5, backoffMs: 5, maxAttempts: 3, ...opts });

const LIMITS = { cpuTimeMs: 2000, memoryKb: 262144 };
const judge = (
  script: Script,
  tests: RunTest[] = [{ input: "x", expected: "ok" }],
  language: Language = "PYTHON",
) => runner().run({ language, sourceCode: JSON.stringify(script), tests, policy: policyOf(LIMITS) });

describe("Judge0 runner against a stand-in server", () => {
  test("status ids map to our verdicts", async () => {
    const cases: [Script, Verdict][] = [
      [{ status: 3, stdout: "ok\n" }, "Accepted"],
      [{ status: 3, stdout: "nope" }, "Wrong Answer"],
      // Judge0 compares strictly; we re-compare with outputsMatch (trailing whitespace is fine).
      [{ status: 4, stdout: "ok  \n\n" }, "Accepted"],
      [{ status: 4, stdout: "ko" }, "Wrong Answer"],
      [{ status: 5 }, "Time Limit Exceeded"],
      [{ status: 7, stderr: "SIGSEGV" }, "Runtime Error"],
      [{ status: 8 }, "Output Limit Exceeded"],
      [{ status: 9 }, "Runtime Error"],
      [{ status: 10 }, "Runtime Error"],
      [{ status: 11, stderr: "Traceback" }, "Runtime Error"],
      [{ status: 12 }, "Runtime Error"],
      [{ status: 11, memory: 262144 }, "Memory Limit Exceeded"],
      [{ status: 11, stderr: "MemoryError" }, "Memory Limit Exceeded"],
    ];
    for (const [script, verdict] of cases) {
      const r = await judge(script);
      expect([script, r.status]).toEqual([script, verdict]);
    }
  });

  test("Compilation Error carries the compiler output", async () => {
    const r = await judge(
      { status: 6, compile_output: "Main.java:1: error: ';' expected" },
      [{ input: "" }, { input: "" }],
      "JAVA",
    );
    expect(r.status).toBe("Compilation Error");
    expect(r.compileOutput).toContain("';' expected");
    expect(r.tests).toHaveLength(2);
  });

  test("outputs come back as display text, judged on what the program printed", async () => {
    const printed = "a\u0000b\u001b[31m\n";
    const r = await judge({ status: 3, stdout: printed, stderr: "\u0007" }, [
      { input: "", expected: printed },
      { input: "", expected: "a\u2400b\u241b[31m\n" },
    ]);
    // The NUL matches a NUL expected, never its picture: the comparison is on the output, not the display text.
    expect(r.tests.map((t) => t.status)).toEqual(["Accepted", "Wrong Answer"]);
    expect(r.tests[0]!.stdout).toBe("a\u2400b\u241b[31m\n");
    expect(r.tests[0]!.stderr).toBe("\u2407");
  });

  test("a compiler flood is capped and marked as cut", async () => {
    const flood = "Main.java:1: error: cannot find symbol\u0000\n".repeat(100_000);
    const r = await judge({ status: 6, compile_output: flood }, [{ input: "" }], "JAVA");
    expect(r.status).toBe("Compilation Error");
    expect(Buffer.byteLength(r.compileOutput!)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
    expect(r.compileOutput!.endsWith(COMPILER_OUTPUT_CUT_MARKER)).toBe(true);
    expect(r.compileOutput).toStartWith("Main.java:1: error: cannot find symbol\u2400\n");
  });

  test("Internal Error and Exec Format Error are ours: InfrastructureError, never a verdict", async () => {
    for (const status of [13, 14])
      await expect(judge({ status })).rejects.toBeInstanceOf(InfrastructureError);
  });

  test("sends base64, limits in Judge0 units, no network, one submission per test; round-trips UTF-8", async () => {
    const input = "héllo ✓ 世界\n";
    const r = await judge({ status: 3, stdout: "$STDIN" }, [
      { input, expected: input },
      { input: "2", expected: "2" },
    ]);
    expect(r.status).toBe("Accepted");
    expect(r.tests[0]!.stdout).toBe(input);
    expect(r.tests[0]!.timeMs).toBe(12);
    expect(r.tests[0]!.memoryKb).toBe(3100);
    const posts = seen.filter((s) => s.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[0]!.url.search).toBe("?base64_encoded=true&wait=false");
    expect(posts[0]!.body).toMatchObject({
      language_id: 71,
      stdin: b64(input),
      cpu_time_limit: 2,
      wall_time_limit: 6,
      memory_limit: 262144,
      enable_network: false,
    });
    const get = seen.find((s) => s.method === "GET")!;
    expect(get.url.searchParams.get("base64_encoded")).toBe("true");
    expect(get.url.searchParams.get("fields")).toContain("status");
  });

  test("503 'queue is full' is retried and then judged normally, not Wrong Answer", async () => {
    queueFullResponses = 2;
    const r = await judge({ status: 3, stdout: "ok" });
    expect(r.status).toBe("Accepted");
    expect(seen.filter((s) => s.method === "POST")).toHaveLength(3);
  });

  test("503 forever ends in InfrastructureError after bounded attempts", async () => {
    queueFullResponses = 1000;
    await expect(judge({ status: 3, stdout: "ok" })).rejects.toBeInstanceOf(InfrastructureError);
    expect(seen.filter((s) => s.method === "POST")).toHaveLength(3);
  });

  test("a submission that never finishes ends in InfrastructureError after the polling timeout", async () => {
    neverFinish = true;
    const r = runner({ pollTimeoutMs: 200 });
    const run = r.run({
      language: "PYTHON",
      sourceCode: '{"status":3}',
      tests: [{ input: "" }],
      policy: policyOf(LIMITS),
    });
    await expect(run).rejects.toBeInstanceOf(InfrastructureError);
  });

  test("an unreachable server is an InfrastructureError after retries", async () => {
    const r = runner({ url: "http://127.0.0.1:1/" });
    const run = r.run({
      language: "PYTHON",
      sourceCode: "{}",
      tests: [{ input: "" }],
      policy: policyOf(LIMITS),
    });
    await expect(run).rejects.toBeInstanceOf(InfrastructureError);
  });

  test("the auth token goes in X-Auth-Token on every request, through the injected fetch", async () => {
    let calls = 0;
    const counting: typeof fetch = Object.assign((...args: Parameters<typeof fetch>) => {
      calls++;
      return fetch(...args);
    }, fetch);
    const r = runner({ token: "s3cret", fetch: counting });
    await r.run({
      language: "JAVASCRIPT",
      sourceCode: '{"status":3,"stdout":"ok"}',
      tests: [{ input: "" }],
      policy: policyOf(LIMITS),
    });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(calls).toBe(seen.length);
    for (const s of seen) expect(s.headers.get("x-auth-token")).toBe("s3cret");
    expect(seen[0]!.body).toMatchObject({ language_id: 63 });
  });

  test("a refused request (401) is not retried", async () => {
    const refusing: typeof fetch = Object.assign(
      async () => new Response("unauthorized", { status: 401 }),
      fetch,
    );
    let attempts = 0;
    const r = runner({
      fetch: Object.assign((...a: Parameters<typeof fetch>) => {
        attempts++;
        return refusing(...a);
      }, fetch),
    });
    const run = r.run({
      language: "PYTHON",
      sourceCode: "{}",
      tests: [{ input: "" }],
      policy: policyOf(LIMITS),
    });
    await expect(run).rejects.toBeInstanceOf(InfrastructureError);
    expect(attempts).toBe(1);
  });

  test("after a time-out the remaining tests are Skipped", async () => {
    const r = await judge({ status: 5 }, [{ input: "" }, { input: "" }]);
    expect(r.tests.map((t) => t.status)).toEqual(["Time Limit Exceeded", "Skipped"]);
  });
});

describe("Judge0's answers are parsed, not trusted", () => {
  /** A stand-in for one request: `created` answers the POST, `result` every GET. */
  const answering = (created: unknown, result: unknown): typeof fetch =>
    Object.assign(async (_input: string | URL | Request, init?: RequestInit) => {
      const body = init?.method === "POST" ? created : result;
      return Response.json(body, { status: init?.method === "POST" ? 201 : 200 });
    }, fetch);
  const runWith = (created: unknown, result: unknown) =>
    runner({ fetch: answering(created, result) }).run({
      language: "PYTHON",
      sourceCode: "{}",
      tests: [{ input: "" }],
      policy: policyOf(LIMITS),
    });
  const finished = {
    status: { id: 3, description: "Accepted" },
    stdout: b64("ok"),
    time: "0.010",
    memory: 3000,
  };

  test("a well-formed answer is judged", async () => {
    const judged = await runWith({ token: "t" }, finished);
    expect(judged.tests[0]).toMatchObject({ status: "Accepted", stdout: "ok", timeMs: 10, memoryKb: 3000 });
  });

  test.each([
    ["no token", {}, finished, "token"],
    ["a token that is not text", { token: 42 }, finished, "token"],
    ["a memory figure that is not a number", { token: "t" }, { ...finished, memory: "lots" }, "memory"],
    ["a time that is not seconds", { token: "t" }, { ...finished, time: "fast" }, "time"],
    ["output that is not base64 text", { token: "t" }, { ...finished, stdout: 7 }, "stdout"],
  ])("%s is an InfrastructureError naming the field, never a verdict", async (_, created, result, field) => {
    const run = runWith(created, result);
    await expect(run).rejects.toBeInstanceOf(InfrastructureError);
    await expect(run).rejects.toThrow(field);
  });
});
