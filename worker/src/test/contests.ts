import {
  contestProblems,
  contestRegistrations,
  contestStandings,
  contests,
  problems,
  submissions,
} from "@grindstone/db";
import { recordVerdict } from "@grindstone/db/queries/submissions";
import type { Verdict } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import type { WorkerDeps } from "../judge/deps.ts";
import { fakeJudgeDelivery, insertUser } from "./harness.ts";

/** Contests, hidden problems and registrations written directly (what the API's contest module does). */

export async function insertHiddenProblem(deps: WorkerDeps) {
  const [row] = await deps.db
    .insert(problems)
    .values({
      title: `Hidden ${crypto.randomUUID().slice(0, 8)}`,
      description: "Hidden until its contest ends.",
      difficulty: "EASY",
      constraints: "none",
      isPublic: false,
    })
    .returning();
  return row!;
}

export async function insertContest(
  deps: WorkerDeps,
  v: {
    startTime: Date;
    endTime: Date;
    freezeMinutes?: number;
    problemIds?: string[];
    phase?: string;
    announcedPhase?: string;
  },
) {
  const [row] = await deps.db
    .insert(contests)
    .values({
      title: `Contest ${crypto.randomUUID().slice(0, 8)}`,
      description: "A worker test contest.",
      difficulty: "EASY",
      startTime: v.startTime,
      endTime: v.endTime,
      freezeMinutes: v.freezeMinutes ?? 0,
      phase: v.phase ?? "UPCOMING",
      announcedPhase: v.announcedPhase ?? v.phase ?? "UPCOMING",
    })
    .returning();
  const problemIds = v.problemIds ?? [(await insertHiddenProblem(deps)).id];
  await deps.db
    .insert(contestProblems)
    .values(problemIds.map((problemId, position) => ({ contestId: row!.id, problemId, position })));
  return { ...row!, problemIds };
}

/** A new user registered for the contest (registration and an empty standing, as the API writes them). */
export async function registeredUser(deps: WorkerDeps, contestId: string, name = "Contestant") {
  const user = await insertUser(deps, name);
  await deps.db.insert(contestRegistrations).values({ contestId, userId: user.id });
  await deps.db.insert(contestStandings).values({ contestId, userId: user.id });
  return user;
}

export async function contestRow(deps: WorkerDeps, contestId: string) {
  const [row] = await deps.db.select().from(contests).where(eq(contests.id, contestId));
  return row ?? null;
}

/**
 * A contest try received at `receivedAt` and its verdict, then the judge processor's delivery for it: the verdict
 * is already written, so the processor only runs finish() (the real after-verdict path) without a sandbox.
 */
export async function judgedContestTry(
  deps: WorkerDeps,
  process: (job: ReturnType<typeof fakeJudgeDelivery>) => Promise<unknown>,
  v: { contestId: string; userId: string; problemId: string; receivedAt: Date; status: Verdict },
) {
  const [sub] = await deps.db
    .insert(submissions)
    .values({
      userId: v.userId,
      problemId: v.problemId,
      contestId: v.contestId,
      language: "PYTHON",
      sourceCode: "print(1)",
      status: "Queued",
      createdAt: v.receivedAt,
    })
    .returning();
  await recordVerdict(deps.db, { id: sub!.id, status: v.status, compileOutput: null, results: [] });
  await process(fakeJudgeDelivery(sub!.id));
  return sub!;
}
