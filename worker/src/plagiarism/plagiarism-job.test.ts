import { afterAll, beforeAll, expect, test } from "bun:test";
import {
  contestProblems,
  contestSubmissions,
  contests,
  plagiarismPairs,
  plagiarismReports,
  submissions,
} from "@grindstone/db";
import { plagiarismJobId } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import { eq } from "drizzle-orm";
import { advanceContest } from "../contests/transition.ts";
import { createWorkerTestDeps, insertUser, problemBySlug } from "../test/harness.ts";
import { contestPlagiarism } from "./plagiarism-job.ts";
import { testPrograms } from "./test-programs.ts";

/**
 * The job against the real database: which submissions it takes (each participant's last accepted one in the
 * contest itself, not upsolving), the end-of-contest delivery that makes its own report, and idempotency.
 */
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
beforeAll(async () => {
  h = await createWorkerTestDeps();
});
afterAll(async () => {
  await h.close();
});

/** A job object as BullMQ hands it over: `updateData` keeps what the processor writes back, as a retry would see. */
function delivery(data: Record<string, unknown>) {
  const job = {
    data,
    async updateData(next: Record<string, unknown>) {
      job.data = next;
    },
  };
  return job as unknown as Job & { data: Record<string, unknown> };
}

async function contestWithSolutions() {
  const { deps } = h;
  const problem = await problemBySlug(deps, "climbing-stairs");
  const past = Date.now() - 3 * 3600_000;
  const [contest] = await deps.db
    .insert(contests)
    .values({
      title: "Plagiarism job",
      description: "d",
      difficulty: "EASY",
      startTime: new Date(past),
      endTime: new Date(past + 3600_000),
      phase: "ENDED",
    })
    .returning();
  await deps.db.insert(contestProblems).values({ contestId: contest!.id, problemId: problem.id });
  const p = testPrograms("PYTHON");
  const add = async (userId: string, code: string, extra: { upsolve?: boolean; status?: string } = {}) => {
    const [s] = await deps.db
      .insert(submissions)
      .values({
        userId,
        problemId: problem.id,
        language: "PYTHON",
        sourceCode: code,
        status: (extra.status ?? "Accepted") as "Accepted",
        contestId: contest!.id,
      })
      .returning();
    await deps.db.insert(contestSubmissions).values({
      contestId: contest!.id,
      problemId: problem.id,
      userId,
      submissionId: s!.id,
      upsolve: extra.upsolve ?? false,
    });
    return s!;
  };
  const [a, b, c] = await Promise.all([insertUser(deps, "A"), insertUser(deps, "B"), insertUser(deps, "C")]);
  await add(a.id, p.original);
  await add(b.id, p.independentA); // b's earlier accepted one: not the last
  const bLast = await add(b.id, p.copy);
  await add(b.id, p.independentB, { status: "Wrong Answer" }); // not accepted: ignored
  await add(c.id, p.independentB);
  await add(c.id, p.original, { upsolve: true }); // after the end: not the contest
  return { contestId: contest!.id, users: { a, b, c }, bLast };
}

test("the end-of-contest delivery makes its report; a duplicate delivery changes nothing", async () => {
  const { contestId, users, bLast } = await contestWithSolutions();
  const run = contestPlagiarism(h.deps);
  const job = delivery({ contestId });
  await run(job);
  const reportId = job.data.reportId as string;
  expect(reportId).toBeString();
  const [report] = await h.deps.db.select().from(plagiarismReports).where(eq(plagiarismReports.id, reportId));
  expect(report).toMatchObject({ status: "DONE", engine: "node", submissions: 3, error: null });
  const pairs = await h.deps.db.select().from(plagiarismPairs).where(eq(plagiarismPairs.reportId, reportId));
  expect(pairs).toHaveLength(1);
  expect([pairs[0]!.leftUserId, pairs[0]!.rightUserId].sort()).toEqual([users.a.id, users.b.id].sort());
  expect([pairs[0]!.leftSubmissionId, pairs[0]!.rightSubmissionId]).toContain(bLast.id);

  expect(await run(job)).toEqual({ done: "report already finished or gone" });
  expect(
    await h.deps.db.select().from(plagiarismPairs).where(eq(plagiarismPairs.reportId, reportId)),
  ).toHaveLength(1);
});

test("a report left RUNNING (its worker died) is run again with its old pairs replaced, not doubled", async () => {
  const { contestId } = await contestWithSolutions();
  const [report] = await h.deps.db
    .insert(plagiarismReports)
    .values({ contestId, status: "RUNNING" })
    .returning();
  const run = contestPlagiarism(h.deps);
  await run(delivery({ contestId, reportId: report!.id }));
  const first = await h.deps.db
    .select()
    .from(plagiarismPairs)
    .where(eq(plagiarismPairs.reportId, report!.id));
  await h.deps.db
    .update(plagiarismReports)
    .set({ status: "RUNNING" })
    .where(eq(plagiarismReports.id, report!.id));
  await run(delivery({ contestId, reportId: report!.id }));
  const second = await h.deps.db
    .select()
    .from(plagiarismPairs)
    .where(eq(plagiarismPairs.reportId, report!.id));
  expect(first).toHaveLength(1);
  expect(second).toHaveLength(1);
});

test("reaching ENDED queues the contest's report once (job id per contest)", async () => {
  const past = Date.now() - 2 * 3600_000;
  const [contest] = await h.deps.db
    .insert(contests)
    .values({
      title: "Plagiarism end hook",
      description: "d",
      difficulty: "EASY",
      startTime: new Date(past),
      endTime: new Date(past + 3600_000),
      phase: "LIVE",
    })
    .returning();
  const jobId = plagiarismJobId({ contestId: contest!.id });
  await advanceContest(h.deps, contest!.id);
  await advanceContest(h.deps, contest!.id);
  const job = await h.deps.contestQueue.getJob(jobId);
  expect(job?.data).toEqual({ contestId: contest!.id });
  await job?.remove();
});
