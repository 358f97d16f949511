import { LANGUAGES } from "@grindstone/shared";
import { z } from "zod";

/**
 * Every benchmark's knobs, and the only file of bench/ that reads process.env (scripts/boundaries.test.ts). Each
 * benchmark is its own process with its own defaults (the README's figures were measured with them), so each has
 * its own schema here, parsed once at its start.
 */
const count = (fallback: number) => z.coerce.number().finite().default(fallback);
const parse = <T extends z.ZodRawShape>(shape: T) => z.object(shape).parse(process.env);

/** How the report names the worker's slots (the worker reads WORKER_CONCURRENCY itself). */
const workerSlots = z.string().optional();

export const judgeBenchEnv = () =>
  parse({
    BENCH_IDLE_RUNS: count(15),
    BENCH_BURST: count(1000),
    BENCH_USERS: count(200),
    WORKER_CONCURRENCY: workerSlots,
  });

export const practiceBenchEnv = () => parse({ BENCH_SECONDS: count(10) });

export const realtimeBenchEnv = () =>
  parse({
    BENCH_RATES: z
      .string()
      .default("50,100,200,400,800")
      .transform((s) => s.split(",").map(Number)),
    BENCH_STEP_SECONDS: count(5),
    BENCH_ROOMS: count(100),
    BENCH_PER_ROOM: count(10),
  });

export const contestBenchEnv = () =>
  parse({
    BENCH_USERS: count(10_000),
    BENCH_SOCKETS: count(1000),
    BENCH_SUBMITTERS: count(200),
    BENCH_SUBMISSIONS: count(1000),
    BENCH_RATE: count(500),
    BENCH_SECONDS: count(10),
    BENCH_DELTA_GRACE_MS: count(40_000),
    WORKER_CONCURRENCY: workerSlots,
  });

/** A flag: "1"/"true" on, "0"/"false" off. */
const flag = (fallback: boolean) =>
  z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "1" || v === "true"));

export const contestDayBenchEnv = () =>
  parse({
    BENCH_DAY_SMALL: flag(false),
    BENCH_DAY_USERS: count(10_000),
    BENCH_DAY_SOCKETS: count(10_000),
    BENCH_DAY_SAMPLE: count(200),
    BENCH_DAY_SUBMITTERS: count(1000),
    BENCH_DAY_ROUND_S: count(120),
    BENCH_DAY_PEAK: count(50),
    BENCH_DAY_BURST_S: count(5),
    BENCH_DAY_RUSH_S: count(10),
    BENCH_DAY_MIDDLE: count(1),
    BENCH_DAY_READ_RATE: count(1000),
    BENCH_DAY_PRETESTS: flag(true),
    BENCH_DAY_FLOOR_SOCKETS: count(2000),
    BENCH_DAY_SETUP_S: count(90),
    /** Practice submissions a second beside the round (Python, all tests), from users outside the rush. */
    BENCH_DAY_PRACTICE: count(1),
    /** Passed through to the worker (worker/src/env.ts); read here only to print it beside the figures. */
    SANDBOX_CPU_WEIGHT: count(100),
  });

export const scaleBenchEnv = () =>
  parse({
    BENCH_SECONDS: count(5),
    BENCH_ROUNDS: count(5),
    BENCH_SUBMISSIONS: count(1000),
    BENCH_SUBMITTERS: count(200),
    BENCH_BURST_ROUNDS: count(2),
    BENCH_SLUG: z.string().default("climbing-stairs"),
    BENCH_LANGUAGE: z.enum(LANGUAGES).default("PYTHON"),
  });

export const redisFootprintBenchEnv = () =>
  parse({
    BENCH_USERS: count(10_000),
    BENCH_SOLVED_PER_USER: count(30),
    BENCH_REDIS_URL: z.string().default("redis://127.0.0.1:6379/5"),
  });

/** The Socket.IO floor (lib/socket-floor.ts), a child process: its parent always sets all three. */
export const socketFloorEnv = () =>
  parse({ PORT: z.coerce.number().int(), REDIS_URL: z.string(), ADAPTER_KEY: z.string() });

/** A benchmark's children start from the environment scripts' children inherit, plus their own variables. */
export { inheritedEnv } from "../scripts/env.ts";

export const checkersBenchEnv = () => parse({ BENCH_CHECKER_ROUNDS: count(400) });

export const customCheckerBenchEnv = () => parse({ BENCH_ROUNDS: count(15) });

export const interactiveBenchEnv = () => parse({ BENCH_ROUNDS: count(15) });

export const importBenchEnv = () =>
  parse({
    BENCH_ROUNDS: count(3),
    /** Sizes of the generated test sets, MB. */
    BENCH_DATA_MB: z
      .string()
      .default("10,100")
      .transform((s) => s.split(",").map(Number)),
  });

export const ratingsBenchEnv = () =>
  parse({
    BENCH_ROUNDS: count(3),
    BENCH_PARTICIPANTS: count(10_000),
    /** Rated contests in every participant's history before the measured one. */
    BENCH_HISTORY: count(5),
  });

export const ratingJobBenchEnv = () =>
  parse({
    BENCH_PARTICIPANTS: count(10_000),
    BENCH_REDIS_URL: z.string().default("redis://127.0.0.1:6379/7"),
  });

/** bench:import's judging child (bench/lib/judge-stored.ts): the bench's database, handed down by its parent. */
export const judgeStoredEnv = () => parse({ DATABASE_URL: z.string() });

/** The environment a benchmark hands a child process of ours (the CLI it measures), with its own overrides. */
export const childProcessEnv = (overrides: Record<string, string>): Record<string, string | undefined> => ({
  ...process.env,
  ...overrides,
});

export const plagiarismBenchEnv = () =>
  parse({
    BENCH_ROUNDS: count(3),
    /** Submissions of one problem in one report (issue 26 asks for 1,000). */
    BENCH_SUBMISSIONS: count(1000),
    /** The share of them that are disguised copies of another one; the rest are independent. */
    BENCH_COPY_SHARE: count(0.05),
  });

export const perfFiguresBenchEnv = () =>
  parse({
    /** Other learners' programs, of evenly spread speeds: the distribution the copies are ranked in. */
    BENCH_OTHERS: count(40),
    /** The same accepted program submitted this many times (issue 27 asks for 20). */
    BENCH_COPIES: count(20),
    /** CPU-bound processes running beside the copies' measurement ("a machine under load"). */
    BENCH_HOGS: count(2),
    /**
     * The worker settings compared, side by side, as PERF_RUNS x PERF_BATCHES x PERF_EXTRA_BATCHES (the last 0 when
     * left out): one stack each, the copies measured on them in turn (copy 1 on each, copy 2 on each, …), so that
     * every setting meets the same spells of the machine.
     */
    BENCH_PERF_SETTINGS: z
      .string()
      .regex(/^\d+x\d+(x\d+)?(,\d+x\d+(x\d+)?)*$/)
      .default("5x3x3,5x3x0,5x1x0"),
    /** The worker's PERF_BATCH_GAP_MS on every stack. */
    BENCH_PERF_BATCH_GAP_MS: count(4000),
  });
