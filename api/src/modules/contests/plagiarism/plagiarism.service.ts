import {
  contestProblems,
  contestRegistrations,
  plagiarismPairs,
  plagiarismReports,
  problems,
  submissions,
  users,
} from "@grindstone/db";
import {
  PLAGIARISM_TEXTS,
  type PlagiarismFragment,
  type PlagiarismPair,
  type PlagiarismPairDetail,
  type PlagiarismReport,
  type PlagiarismReportResponse,
  type PlagiarismStatus,
} from "@grindstone/shared";
import { CONTEST_JOBS, plagiarismJobId } from "@grindstone/shared/server";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../../../context.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { getContestRow } from "../contests.service.ts";

/** Admin-only (the routes check): nothing here is ever shown to learners. */

export async function startReport(ctx: AppContext, contestId: string, adminId: string) {
  const contest = await getContestRow(ctx, contestId);
  if (contest.endTime > ctx.clock()) throw new AppError("CONFLICT", 409, PLAGIARISM_TEXTS.notEnded);
  const [row] = await ctx.db
    .insert(plagiarismReports)
    .values({ contestId, requestedBy: adminId })
    .returning();
  const data = { contestId, reportId: row!.id };
  await ctx.contestQueue.add(CONTEST_JOBS.plagiarism, data, {
    jobId: plagiarismJobId(data),
    removeOnComplete: 100,
    removeOnFail: 100,
  });
  return toReport(row!);
}

const toReport = (r: typeof plagiarismReports.$inferSelect): PlagiarismReport => ({
  id: r.id,
  status: r.status as PlagiarismStatus,
  engine: r.engine,
  submissions: r.submissions,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

const leftUser = alias(users, "left_user");
const rightUser = alias(users, "right_user");

async function disqualifiedIn(ctx: AppContext, contestId: string) {
  const rows = await ctx.db
    .select({ userId: contestRegistrations.userId })
    .from(contestRegistrations)
    .where(
      and(eq(contestRegistrations.contestId, contestId), isNotNull(contestRegistrations.disqualifiedAt)),
    );
  return new Set(rows.map((r) => r.userId));
}

async function labels(ctx: AppContext, contestId: string) {
  const rows = await ctx.db
    .select({ problemId: contestProblems.problemId, title: problems.title })
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.problemId))
    .where(eq(contestProblems.contestId, contestId))
    .orderBy(asc(contestProblems.position), asc(contestProblems.problemId));
  return new Map(rows.map((r, i) => [r.problemId, { title: r.title, label: String.fromCharCode(65 + i) }]));
}

const pairColumns = {
  pair: plagiarismPairs,
  leftName: leftUser.name,
  rightName: rightUser.name,
};

function toPair(
  row: { pair: typeof plagiarismPairs.$inferSelect; leftName: string; rightName: string },
  problem: { title: string; label: string } | undefined,
  out: Set<string>,
): PlagiarismPair {
  const p = row.pair;
  return {
    id: p.id,
    problemId: p.problemId,
    problemTitle: problem?.title ?? "",
    problemLabel: problem?.label ?? "?",
    similarity: p.similarity,
    longestFragment: p.longestFragment,
    left: {
      userId: p.leftUserId,
      username: row.leftName,
      submissionId: p.leftSubmissionId,
      disqualified: out.has(p.leftUserId),
    },
    right: {
      userId: p.rightUserId,
      username: row.rightName,
      submissionId: p.rightSubmissionId,
      disqualified: out.has(p.rightUserId),
    },
  };
}

export async function latestReport(ctx: AppContext, contestId: string): Promise<PlagiarismReportResponse> {
  await getContestRow(ctx, contestId);
  const [report] = await ctx.db
    .select()
    .from(plagiarismReports)
    .where(eq(plagiarismReports.contestId, contestId))
    .orderBy(desc(plagiarismReports.createdAt), desc(plagiarismReports.id))
    .limit(1);
  if (!report) return { report: null, pairs: [] };
  const [rows, names, out] = await Promise.all([
    ctx.db
      .select(pairColumns)
      .from(plagiarismPairs)
      .innerJoin(leftUser, eq(leftUser.id, plagiarismPairs.leftUserId))
      .innerJoin(rightUser, eq(rightUser.id, plagiarismPairs.rightUserId))
      .where(eq(plagiarismPairs.reportId, report.id))
      .orderBy(desc(plagiarismPairs.similarity), asc(plagiarismPairs.id)),
    labels(ctx, contestId),
    disqualifiedIn(ctx, contestId),
  ]);
  return { report: toReport(report), pairs: rows.map((r) => toPair(r, names.get(r.pair.problemId), out)) };
}

export async function pairDetail(
  ctx: AppContext,
  contestId: string,
  pairId: string,
): Promise<PlagiarismPairDetail> {
  const [row] = await ctx.db
    .select(pairColumns)
    .from(plagiarismPairs)
    .innerJoin(plagiarismReports, eq(plagiarismReports.id, plagiarismPairs.reportId))
    .innerJoin(leftUser, eq(leftUser.id, plagiarismPairs.leftUserId))
    .innerJoin(rightUser, eq(rightUser.id, plagiarismPairs.rightUserId))
    .where(and(eq(plagiarismPairs.id, pairId), eq(plagiarismReports.contestId, contestId)));
  if (!row) throw notFound(PLAGIARISM_TEXTS.pairNotFound);
  const [codes, names, out] = await Promise.all([
    ctx.db
      .select({ id: submissions.id, language: submissions.language, code: submissions.sourceCode })
      .from(submissions)
      .where(inArray(submissions.id, [row.pair.leftSubmissionId, row.pair.rightSubmissionId])),
    labels(ctx, contestId),
    disqualifiedIn(ctx, contestId),
  ]);
  const { left, right, ...pair } = toPair(row, names.get(row.pair.problemId), out);
  const program = (side: typeof left) => {
    const s = codes.find((c) => c.id === side.submissionId)!;
    return { ...side, language: s.language, code: s.code };
  };
  return {
    pair,
    left: program(left),
    right: program(right),
    fragments: row.pair.fragments as PlagiarismFragment[],
  };
}
