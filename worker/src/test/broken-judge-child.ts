import { UnrecoverableError } from "bullmq";
import Redis from "ioredis";
import { startJudgeWorker } from "../judge/judge-worker.ts";
import type { Runner } from "../runners/runner.ts";
import { createWorkerTestDeps } from "./harness.ts";

/**
 * A judge worker process (the real queue wiring: startJudgeWorker) whose sandbox fails every program with an
 * UnrecoverableError, so every job it takes fails for good at once: the API's run-failure test drives it.
 */
const broken: Runner = {
  name: "broken",
  run: () => Promise.reject(new UnrecoverableError("the sandbox broke (test)")),
  close: async () => {},
};
const h = await createWorkerTestDeps({}, broken);
const connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
const worker = startJudgeWorker(h.deps, connection);
worker.on("error", () => {});
await worker.waitUntilReady();
console.log("ready");
process.on("SIGTERM", async () => {
  await worker.close();
  await h.close();
  await connection.quit();
  process.exit(0);
});
