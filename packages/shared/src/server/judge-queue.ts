import { z } from "zod";
import { TEST_STATUSES, VERDICTS } from "../judge.ts";
import { defaultJudgePolicy, type JudgePolicy, judgePolicySchema } from "../judge-policy.ts";
import { LANGUAGES } from "../languages.ts";
import { EXPECTED_FROM } from "../submissions.ts";

/**
 * The judge queue's contract, shared by the API (producer) and the worker (consumer). Payloads carry ids only:
 * no source code and no secrets ever sit in Redis job data.
 */
export const JUDGE_QUEUE = "judge";

export const JUDGE_JOBS = { submission: "judge-submission", run: "judge-run" } as const;
export type JudgeJobName = (typeof JUDGE_JOBS)[keyof typeof JUDGE_JOBS];

/**
 * `reqId`: the X-Request-Id of the API request that queued the job, so the worker's lines for it can be found from
 * the API's (docs/operations.md, "Logs"). Optional: the sweeper's replacement jobs and jobs queued before it existed
 * have none.
 */
const requestId = z.string().max(128).optional();
export const judgeSubmissionPayload = z.object({ submissionId: z.uuid(), reqId: requestId });
export type JudgeSubmissionPayload = z.infer<typeof judgeSubmissionPayload>;
export const judgeRunPayload = z.object({ runId: z.uuid(), reqId: requestId });
export type JudgeRunPayload = z.infer<typeof judgeRunPayload>;

/**
 * BullMQ priority: lower runs first. Live contests go ahead of interactive runs, which go ahead of practice; a finished
 * round's system test (issue 28) comes last, so it never delays anyone waiting for a verdict.
 */
export const JUDGE_PRIORITY = { contest: 1, run: 2, practice: 3, systemTest: 4 } as const;

/**
 * Attempts per job: retries cover infrastructure failures only (a program's own failure is a verdict). With the
 * exponential backoff below they wait 2, 4, 8, 16 and 32 s: a job keeps trying for a minute, so a Postgres or
 * Redis restart (typically 5–40 s) is outlasted instead of leaving the submission to the sweeper.
 */
export const JUDGE_ATTEMPTS = 6;
export const JUDGE_RETRY_BASE_MS = 2000;

/**
 * Judging attempts per submission in total, counted by markRunning (`submissions.attempts`), so only attempts that
 * reached the judge count: a retry during a database outage fails before it and costs nothing. Counts the
 * sweeper's replacement jobs and deliveries after a worker died. Six: an error that failed six judgings is not
 * transient, so the next delivery records Internal Error instead of judging again (before this cap one poisoned
 * submission was judged three times a minute, for good).
 */
export const MAX_JUDGE_ATTEMPTS_TOTAL = 6;

/** BullMQ key prefix under the deployment's REDIS_PREFIX. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}:bull`;

/** Pub/sub channel on which a worker announces "this submission or run is final" to waiting API requests. */
export const judgeDoneChannel = (redisPrefix: string) => `${redisPrefix}:judge:done`;

/** Where a Run's inputs live (Runs are not submissions: nothing goes to Postgres), and its result. */
export const runKey = (redisPrefix: string, runId: string) => `${redisPrefix}:run:${runId}`;
export const runResultKey = (redisPrefix: string, runId: string) => `${redisPrefix}:run:${runId}:result`;
/** Runs and their results are kept this long: enough to fetch a result after a 202. */
export const RUN_TTL_SECONDS = 15 * 60;

/** A Run's stored spec (in Redis under runKey), written by the API and read by the worker. */
export const runSpecSchema = z.object({
  userId: z.string(),
  problemId: z.string(),
  language: z.enum(LANGUAGES),
  sourceCode: z.string(),
  stdin: z.array(z.string()),
  expectedOutputs: z.array(z.string().nullable()),
  /**
   * An admin's reference check of a problem with stored test files (test_data): the SHA-256 standing in for a case's
   * input or expected output (its stdin/expectedOutputs entry is then ""), null where the text is the case's.
   */
  stdinFiles: z.array(z.string().nullable()).optional(),
  expectedFiles: z.array(z.string().nullable()).optional(),
  /** The problem's judging policy, whole (for the admin's reference check: the policy being saved). */
  policy: judgePolicySchema.optional(),
  /** Specs stored before policies carried only these two limits (read by runPolicy). */
  cpuTimeMs: z.number().int().positive().optional(),
  memoryKb: z.number().int().positive().optional(),
  createdAt: z.string(),
});
export type RunSpec = z.infer<typeof runSpecSchema>;

/** The policy a Run is judged by: its own, or for a spec stored before policies, today's rule with its limits. */
export const runPolicy = (spec: RunSpec): JudgePolicy =>
  spec.policy ?? defaultJudgePolicy({ timeMs: spec.cpuTimeMs, memoryKb: spec.memoryKb });

const storedRunTestSchema = z.object({
  position: z.number().int().nonnegative(),
  passed: z.boolean(),
  status: z.enum(TEST_STATUSES),
  stdout: z.string(),
  stderr: z.string(),
  expected: z.string(),
  stdin: z.string(),
  timeMs: z.number(),
  memoryKb: z.number(),
  hidden: z.boolean(),
  /** Absent in results stored before it existed (read as "given"). */
  expectedFrom: z.enum(EXPECTED_FROM).optional(),
  note: z.string().nullable().optional(),
  /** The checker's message for the learner (a Run's tests are the learner's own: always shown). */
  message: z.string().optional(),
  /**
   * The checker's message for admins (why it failed): read only by the admin's reference check; no view of a Run
   * carries it to a learner.
   */
  judgeMessage: z.string().optional(),
  /** An interactive problem's test: the exchange (interaction format); absent in older results and other problems. */
  interaction: z.string().optional(),
});

/** A Run's result as the worker stores it under runResultKey (JSON) and the API reads it. */
export const storedRunResultSchema = z.object({
  status: z.enum(VERDICTS),
  compileOutput: z.string().nullable(),
  results: z.array(storedRunTestSchema),
});
export type StoredRunResult = z.infer<typeof storedRunResultSchema>;

/** What a reader of a stored Run result gets when the value is not one (corrupt, or from an incompatible version). */
export class MalformedRunResultError extends Error {
  constructor(
    readonly runId: string,
    readonly reason: string,
  ) {
    super(`stored result of run ${runId} is malformed: ${reason}`);
    this.name = "MalformedRunResultError";
  }
}

/** Reads what runResultKey holds; anything but a StoredRunResult throws MalformedRunResultError. */
export function parseStoredRunResult(runId: string, raw: string): StoredRunResult {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new MalformedRunResultError(runId, "not JSON");
  }
  const parsed = storedRunResultSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new MalformedRunResultError(runId, `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

/** Per-user in-flight judge work (a sorted set of ids scored by admission time), capped at MAX_IN_FLIGHT_PER_USER. */
export const inflightKey = (redisPrefix: string, userId: string) => `${redisPrefix}:inflight:${userId}`;
export const MAX_IN_FLIGHT_PER_USER = 2;
/**
 * An in-flight entry older than this is stale (admitted, then never stored or never freed); admission drops it. The
 * worker refreshes the entry of every submission not final yet (when it takes the job, and on every sweep, at most
 * half this apart), so a submission still being retried keeps counting until its verdict frees it.
 */
export const INFLIGHT_STALE_MS = 5 * 60_000;

/**
 * Default job options for every judge job, used by every producer (API and sweeper). Retries back off
 * exponentially (see JUDGE_ATTEMPTS); finished jobs are kept briefly so a duplicate add with the same id is ignored.
 */
export const JUDGE_JOB_OPTIONS = {
  attempts: JUDGE_ATTEMPTS,
  backoff: { type: "exponential", delay: JUDGE_RETRY_BASE_MS },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600 },
} as const;

/** The key's claim on a Run (Runs live in Redis only); the value is the run's id. */
export const runIdempotencyKey = (redisPrefix: string, userId: string, key: string) =>
  `${redisPrefix}:run-idem:${userId}:${key}`;
