import { type CustomChecker, LANGUAGE_IDS, maxScoreOf } from "@grindstone/shared";
import { z } from "zod";
import { type CheckerFactory, checkerFactory } from "../judge/checkers/index.ts";
import type { OutputChecker } from "../judge/checkers/types.ts";
import { decideRun, decideTest, type Ran } from "../judge/decide.ts";
import { sandboxLimits } from "../judge/policy-limits.ts";
import { DESCRIPTORS } from "./languages/index.ts";
import {
  InfrastructureError,
  loadTest,
  type Runner,
  type RunRequest,
  type RunResult,
  type TestOutcome,
} from "./runner.ts";
import { cannotJudge, compilationError, skipped } from "./verdict.ts";

/**
 * Runs submissions on a Judge0 CE server (API >= 1.13.1): one submission per test, base64 both ways, polled
 * until done. Judge0's own verdict is only trusted for how the program ended; the output is checked here with the
 * problem's checker (judge/decide.ts) so a verdict never depends on which runner judged, and outputs become the same
 * display text (outcome, compilationError). A custom checker runs in our own sandbox, on Judge0's output. Anything that is Judge0's fault (down, queue full past our retries, Internal Error,
 * Exec Format Error) is an InfrastructureError: the job is retried.
 */
export type Judge0Options = {
  url: string;
  /** Sent as X-Auth-Token when the server has AUTHN_TOKEN set. */
  token?: string;
  fetch?: typeof fetch;
  /** Attempts per HTTP request that fails transiently (network, 429, 5xx incl. 503 "queue is full"). */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt. */
  backoffMs?: number;
  pollIntervalMs?: number;
  /** Bound on waiting for one test's result (queueing + compile + run) before giving up. */
  pollTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Makes a problem's custom checker (run in the worker's own sandbox); without it, custom checkers are refused. */
  customCheckers?: (checker: CustomChecker) => OutputChecker;
  /** Releases what customCheckers holds (its sandbox boxes). */
  onClose?: () => Promise<void>;
};

/** What POST /submissions answers. */
const judge0CreatedSchema = z.object({ token: z.string().min(1) });

/** What GET /submissions/{token} answers for FIELDS: base64 text, seconds as a decimal string, kilobytes. */
const judge0ResultSchema = z.object({
  status: z.object({ id: z.number().int(), description: z.string() }).optional(),
  stdout: z.string().nullish(),
  stderr: z.string().nullish(),
  compile_output: z.string().nullish(),
  message: z.string().nullish(),
  time: z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]).nullish(),
  memory: z.number().nonnegative().nullish(),
});
type Judge0Result = z.infer<typeof judge0ResultSchema>;

/** A body that is not what Judge0 CE sends is Judge0's (or a proxy's) fault: retried like any infrastructure error. */
function parseJudge0<T>(schema: z.ZodType<T>, what: string, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new InfrastructureError(
    `Judge0 sent an unexpected ${what}: ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
}

const FIELDS = "stdout,stderr,compile_output,message,status,time,memory,exit_code,exit_signal";
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const unb64 = (s: string | null | undefined) => Buffer.from(s ?? "", "base64");
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });

class Transient extends Error {}

export class Judge0Runner implements Runner {
  readonly name = "judge0";
  private readonly base: string;
  private readonly fetch: typeof fetch;
  private readonly checkers: CheckerFactory;

  constructor(private readonly opts: Judge0Options) {
    this.base = opts.url.replace(/\/+$/, "");
    this.fetch = opts.fetch ?? fetch;
    this.checkers = checkerFactory(opts.customCheckers);
  }

  async run(req: RunRequest): Promise<RunResult> {
    const { policy } = req;
    const maxScore = maxScoreOf(policy);
    // Judge0 runs one program per submission: an interactor has nowhere to run beside it.
    if (policy.type === "interactive")
      return cannotJudge("interactive problems need the embedded sandbox runner", req.tests.length, maxScore);
    const limits = sandboxLimits(policy);
    const checker = this.checkers(policy.checker);
    const tests: TestOutcome[] = [];
    let outOfTime = false;
    for (const [index, stored] of req.tests.entries()) {
      if (outOfTime) {
        tests.push(skipped());
        continue;
      }
      req.onTestStart?.(index, req.tests.length);
      const test = await loadTest(stored);
      const result = await this.judge(req, test.input);
      const id = result.status?.id ?? 0;
      if (id === 6) return compilationError(unb64(result.compile_output), req.tests.length, maxScore);
      const ran = this.ran(id, result, req);
      const o = await decideTest(ran, test, index, { limits, checker, signal: req.signal });
      // A scoring problem's later tests still earn points after a time-out (as in the embedded runner).
      outOfTime = o.status === "Time Limit Exceeded" && policy.type !== "scoring";
      tests.push(o);
    }
    return { ...decideRun(tests, policy), compileOutput: null, tests };
  }

  async close() {
    await this.opts.onClose?.();
  }

  /** What Judge0 says happened, in the verdict module's terms (Judge0's Accepted/Wrong Answer are not trusted). */
  private ran(id: number, r: Judge0Result, req: RunRequest): Ran {
    const stderr = unb64(r.stderr);
    const memoryKb = r.memory ?? 0;
    const ran: Ran = {
      killedFor: null,
      exitCode: 0,
      termSignal: null,
      oomKilled: false,
      runtimeOutOfMemory: false,
      runtimeFileTooLarge: false,
      cpuMs: Number(r.time ?? 0) * 1000,
      memoryKb,
      // Judge0 enforces memory itself; a peak it let through is not judged again here (as before policies).
      memorySlackKb: Number.POSITIVE_INFINITY,
      stdout: unb64(r.stdout),
      stderr,
    };
    if (id === 3 || id === 4) return ran; // ran to completion: our checker decides
    if (id === 5) return { ...ran, killedFor: "cpu" };
    if (id === 8) return { ...ran, killedFor: "output" }; // SIGXFSZ: the output file hit max_file_size
    if (id >= 7 && id <= 12) {
      // Judge0 reports memory deaths as runtime errors (the kernel or the runtime killed the program at the cap).
      const overLimit = memoryKb >= req.policy.limits.memoryKb;
      const saysOom = DESCRIPTORS[req.language].outOfMemory.test(new TextDecoder().decode(stderr));
      return { ...ran, exitCode: 1, runtimeOutOfMemory: overLimit || saysOom };
    }
    // 13 Internal Error, 14 Exec Format Error, anything unknown: Judge0's problem, never the submission's.
    throw new InfrastructureError(
      `Judge0 status ${id} ${r.status?.description ?? ""}: ${unb64(r.message).toString("utf8")}`,
    );
  }

  private async judge(req: RunRequest, input: string): Promise<Judge0Result> {
    const limits = sandboxLimits(req.policy);
    const body = {
      source_code: b64(req.sourceCode),
      language_id: LANGUAGE_IDS[req.language],
      stdin: b64(input),
      cpu_time_limit: limits.cpuMs / 1000,
      wall_time_limit: limits.wallMs / 1000,
      memory_limit: limits.memoryKb,
      enable_network: false,
    };
    const created = await this.request(
      "POST",
      "/submissions?base64_encoded=true&wait=false",
      req.signal,
      body,
    );
    const { token } = parseJudge0(judge0CreatedSchema, "submission answer", created);

    const deadline = Date.now() + (this.opts.pollTimeoutMs ?? 60_000);
    let interval = this.opts.pollIntervalMs ?? 200;
    for (;;) {
      await sleep(interval, req.signal);
      const path = `/submissions/${encodeURIComponent(token)}?base64_encoded=true&fields=${FIELDS}`;
      const r = parseJudge0(judge0ResultSchema, "result", await this.request("GET", path, req.signal));
      if (r.status && r.status.id > 2) return r;
      if (Date.now() > deadline) throw new InfrastructureError(`Judge0 gave no result for ${token} in time`);
      interval = Math.min(interval * 1.5, 1000);
    }
  }

  /** One HTTP call with bounded retries on transient failures; other failures are configuration errors. */
  private async request(method: string, path: string, signal: AbortSignal | undefined, body?: unknown) {
    const attempts = this.opts.maxAttempts ?? 5;
    let lastError = "";
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep((this.opts.backoffMs ?? 500) * 2 ** (attempt - 1), signal);
      try {
        return await this.once(method, path, signal, body);
      } catch (err) {
        if (!(err instanceof Transient)) throw err;
        lastError = err.message;
      }
    }
    throw new InfrastructureError(`Judge0 unavailable after ${attempts} attempts: ${lastError}`);
  }

  private async once(method: string, path: string, signal: AbortSignal | undefined, body?: unknown) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.opts.token) headers["x-auth-token"] = this.opts.token;
    const timeout = AbortSignal.timeout(this.opts.requestTimeoutMs ?? 10_000);
    let res: Response;
    try {
      res = await this.fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      throw new Transient(`${method} ${path}: ${(err as Error).message}`);
    }
    const text = await res.text().catch(() => "");
    // 503 is Judge0's "queue is full": back-pressure, retried, and never mistaken for a verdict.
    if (res.status === 429 || res.status >= 500)
      throw new Transient(`${method} ${path}: ${res.status} ${text}`);
    if (!res.ok)
      throw new InfrastructureError(`Judge0 refused ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Transient(`${method} ${path}: unreadable response`);
    }
  }
}
