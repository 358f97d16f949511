import { createDb, migrateDatabase, submissionPerformance } from "@grindstone/db";
import { seedDatabase } from "@grindstone/db/seed";
import { createLogger } from "@grindstone/shared/logger";
import { eq } from "drizzle-orm";
// The fault suite's throwaway cluster: the only Postgres a test may stop and start (never the shared one on 5432).
import { createPgCluster, type PgCluster } from "../../../../scripts/faults/lib/pg-cluster.ts";
import { judgeSubmission } from "../../processors/judge-submission.ts";
import type { RunRequest, RunResult } from "../../runners/runner.ts";
import {
  type createWorkerTestDeps,
  fakeJudgeDelivery,
  insertSubmission,
  insertUser,
  problemBySlug,
} from "../../test/harness.ts";
import type { WorkerDeps } from "../deps.ts";

/**
 * What the measurement fault tests (perf-*-restart.test.ts) share: a seeded database of their own, probes that
 * outlast an outage, and hooks on the two places a fault is felt (the sandbox run, the emit). Test support only.
 */
export type PerfHarness = Awaited<ReturnType<typeof createWorkerTestDeps>>;

/** A throwaway cluster, migrated and seeded here (idempotent): its problems, whatever the harness prepared. */
export async function seededCluster(): Promise<PgCluster> {
  const pg = await createPgCluster();
  await migrateDatabase(pg.url("postgres"));
  const { db, sql } = createDb(pg.url("postgres"), { max: 1 });
  try {
    await seedDatabase(db, { adminEmail: "admin@grindstone.dev", adminPassword: "admin12345" });
  } finally {
    await sql.end();
  }
  return pg;
}

/** Polls until `probe` gives a value; an error (Postgres or Redis down) counts as "not yet". */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await probe().catch(() => undefined);
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(100);
  }
}

/**
 * For a Redis restart: the harness's client and queues have no "error" listener (the worker's own are watched by
 * connection-watch), and an EventEmitter's unheard "error" is thrown, so each reconnect attempt while Redis is down
 * would surface as an uncaught error between tests. Those errors are the injected outage itself.
 */
export function expectRedisOutages(h: PerfHarness) {
  h.deps.redis.on("error", () => {});
  for (const queue of [h.queue, h.deps.backgroundQueue, h.deps.contestQueue]) queue.on("error", () => {});
}

/** Awaits `promise`, or fails naming `what` (a step with no deadline of its own would hang until the test's). */
export async function within<T>(what: string, promise: Promise<T>, ms = 30_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const perfRow = async (h: PerfHarness, id: string) =>
  (await h.deps.db.select().from(submissionPerformance).where(eq(submissionPerformance.submissionId, id)))[0];

/**
 * A submission judged Accepted (its reference solution): its measurement is PENDING and its job waiting, and the
 * sandbox idle again. Judging's boxes are torn down a moment after the verdict, holding their slots meanwhile, and a
 * measurement that finds no free slot steps aside: the tests' first measurement must be the one that runs.
 */
export async function acceptedSubmission(h: PerfHarness, slug = "climbing-stairs") {
  const user = await insertUser(h.deps);
  const problem = await problemBySlug(h.deps, slug);
  const sub = await insertSubmission(h.deps, {
    userId: user.id,
    problemId: problem.id,
    language: "PYTHON",
    sourceCode: problem.referenceSolutions.PYTHON!,
  });
  await judgeSubmission(h.deps)(fakeJudgeDelivery(sub.id));
  await until("the sandbox slots to be free", async () =>
    h.deps.runner.slotUsage?.().busy ? undefined : true,
  );
  return sub;
}

/** The `submissionPerformance` emits, recorded (and still sent): "the page heard it once" is what a user sees. */
export function recordPerfEmits(deps: WorkerDeps) {
  const real = deps.emitter;
  const ids: string[] = [];
  deps.emitter = {
    to: (room: string) => ({
      emit: (event: string, payload: { id: string }) => {
        if (event === "submissionPerformance") ids.push(payload.id);
        return real.to(room).emit(event as never, payload as never);
      },
    }),
  } as unknown as WorkerDeps["emitter"];
  return { of: (id: string) => ids.filter((i) => i === id).length };
}

/**
 * Wraps the sandbox for measurements (background runs) only, judging runs pass through: `around` gets the run's
 * number (1 for the first measurement) and the real run, and injects its fault before or after calling it.
 */
export function aroundMeasurements(
  deps: WorkerDeps,
  around: (n: number, run: () => Promise<RunResult>) => Promise<RunResult>,
) {
  const real = deps.runner.run.bind(deps.runner);
  let runs = 0;
  deps.runner.run = (req: RunRequest) => {
    if (!req.background) return real(req);
    runs++;
    return around(runs, () => real(req));
  };
  return {
    get runs() {
      return runs;
    },
    restore: () => {
      deps.runner.run = real;
    },
  };
}

/**
 * The worker's log lines (info and up), as the JSON objects pino writes: what an operator reads during a fault.
 * Warnings and errors still reach the test's output, as the harness's own logger prints them.
 */
export function recordLogs(deps: WorkerDeps) {
  const lines: { msg: string; level: string; submissionId?: string; status?: string }[] = [];
  deps.log = createLogger(
    "worker",
    { LOG_LEVEL: "info", LOG_FORMAT: "json" },
    {
      write: (line: string) => {
        const entry = JSON.parse(line);
        lines.push(entry);
        if (entry.level === "warn" || entry.level === "error" || entry.level === "fatal")
          process.stdout.write(line);
      },
    },
  );
  return {
    of: (submissionId: string) => lines.filter((l) => l.submissionId === submissionId),
  };
}

/** A promise and the function that resolves it: the tests' gates ("the sandbox has measured", "go on"). */
export function signal() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
