import { expect, test } from "bun:test";
import { createLogger } from "@grindstone/shared/logger";
import type { Job } from "bullmq";
import { jobLog, withJobLog } from "./job-log.ts";

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(
    "worker",
    { LOG_LEVEL: "info", LOG_FORMAT: "json" },
    {
      write: (s: string) => void lines.push(JSON.parse(s)),
    },
  );
  return { log, lines };
}

const job = (data: object, attemptsMade = 0) =>
  ({ id: "job-1", name: "judge-submission", data, attemptsMade }) as unknown as Job;

test("a job's lines carry its id, name, submission and the reqId of the request that queued it", () => {
  const { log, lines } = capturingLogger();
  jobLog(log, job({ submissionId: "s-1", reqId: "r-1" })).error("failed");
  expect(lines[0]).toMatchObject({
    name: "worker",
    jobId: "job-1",
    job: "judge-submission",
    submissionId: "s-1",
    reqId: "r-1",
  });
});

test("a job without a reqId (the sweeper's, an older one) logs without one", () => {
  const { log, lines } = capturingLogger();
  jobLog(log, job({ runId: "run-1" })).info("x");
  expect(lines[0]).toMatchObject({ runId: "run-1", jobId: "job-1" });
  expect(lines[0]).not.toHaveProperty("reqId");
  expect(lines[0]).not.toHaveProperty("submissionId");
});

test("withJobLog writes one line per finished job with its duration, attempt and status", async () => {
  const { log, lines } = capturingLogger();
  const result = await withJobLog(log, async () => ({ status: "Accepted" }))(job({ submissionId: "s-2" }, 1));
  expect(result).toEqual({ status: "Accepted" });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: "info", submissionId: "s-2", attempt: 2, status: "Accepted" });
  expect(typeof lines[0]!.durationMs).toBe("number");
});

test("a failing job is not logged here (the worker's failed listener logs it once) and still fails", async () => {
  const { log, lines } = capturingLogger();
  const failing = withJobLog(log, async () => {
    throw new Error("nope");
  });
  await expect(failing(job({ submissionId: "s-3" }))).rejects.toThrow("nope");
  expect(lines).toHaveLength(0);
});
