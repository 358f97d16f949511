import Redis from "ioredis";
import { startContestWorker } from "../contests/contest-worker.ts";
import { createWorkerTestDeps } from "./harness.ts";
import { noSandbox } from "./no-sandbox.ts";

/**
 * A contest worker process that dies (SIGKILL: no cleanup, its job lock left behind) the moment it takes a job,
 * before its processor runs: scheduler.test.ts checks that another worker then fires the transition.
 */
const h = await createWorkerTestDeps({}, noSandbox);
const connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
const worker = startContestWorker(h.deps, connection, {
  lockDuration: 1500,
  stalledInterval: 500, // as the test's workers: the stalled check is shared, rate-limited by the last interval set
  label: "doomed worker",
});
worker.on("active", () => process.kill(process.pid, "SIGKILL"));
await worker.waitUntilReady();
console.log("ready");
