import { problems, solvedProblems, testCases } from "@grindstone/db";
import { problemVisibleTo } from "@grindstone/db/queries/problem-visibility";
import { getJudgeTests } from "@grindstone/db/queries/submissions";
import { removeUnusedTestData, storedSizes } from "@grindstone/db/test-data";
import {
  type CreateProblemBody,
  DEMO_TAG,
  readJudgePolicy,
  type UpdateProblemBody,
} from "@grindstone/shared";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { onProblemVisibilityChanged } from "../leaderboard/leaderboard.service.ts";
import { contestLockFor } from "./contest-lock.ts";
import { withHiddenFlags } from "./hidden-flags.ts";
import { policyForSave } from "./policy-for-save.ts";
import { assertProblemVisible, type ProblemViewer } from "./problem-access.ts";
import { invalidateProblemList } from "./problem-list-cache.ts";
import { listColumns, toDetail, toListItem } from "./problem-views.ts";
import { checkReferenceSolutions } from "./reference-check.ts";
import { assertStoredFilesExist, hashesOf, storedColumns } from "./stored-test-files.ts";

/**
 * The caller's solved problems, limited to those they may see now: a problem hidden after they solved it (an admin
 * moved it into a contest) stays out of their profile until the contest releases it.
 */
export async function listSolvedProblems(ctx: AppContext, viewer: ProblemViewer) {
  const rows = await ctx.db
    .select(listColumns)
    .from(problems)
    .innerJoin(
      solvedProblems,
      and(eq(solvedProblems.problemId, problems.id), eq(solvedProblems.userId, viewer.id)),
    )
    .where(viewer.role === "ADMIN" ? undefined : problemVisibleTo(viewer.id, ctx.clock()))
    .orderBy(desc(solvedProblems.solvedAt));
  return rows.map((p) => toListItem(p, viewer.id, true));
}

export async function getProblem(ctx: AppContext, id: string, viewer: ProblemViewer) {
  await assertProblemVisible(ctx, viewer, id);
  const [row] = await ctx.db.select().from(problems).where(eq(problems.id, id));
  if (!row) throw notFound("Problem not found");
  const [tests, solved, lock] = await Promise.all([
    getJudgeTests(ctx.db, id),
    ctx.db
      .select({ id: solvedProblems.problemId })
      .from(solvedProblems)
      .where(and(eq(solvedProblems.problemId, id), eq(solvedProblems.userId, viewer.id))),
    contestLockFor(ctx, viewer, id),
  ]);
  const isAdmin = viewer.role === "ADMIN";
  // Admins see every test; one stored by content (test_data) is named by its hash and size, never loaded here.
  const sizes = isAdmin
    ? await storedSizes(
        ctx.db,
        tests.flatMap((t) => [t.inputSha256, t.outputSha256]).filter((h): h is string => h !== null),
      )
    : new Map<string, number>();
  const file = (sha256: string | null) =>
    sha256 === null ? undefined : { sha256, bytes: sizes.get(sha256) ?? 0 };
  const shown = tests.map((t) => ({
    ...t,
    inputFile: file(t.inputSha256),
    outputFile: file(t.outputSha256),
  }));
  return toDetail(row, shown, { id: viewer.id, isAdmin }, solved.length > 0, lock);
}

const problemValues = (body: UpdateProblemBody | CreateProblemBody) => ({
  title: body.title,
  description: body.description,
  difficulty: body.difficulty,
  tags: body.tags,
  companies: body.companies,
  constraints: body.constraints,
  hints: body.hints || null,
  editorial: body.editorial || null,
  examples: Object.fromEntries(Object.entries(body.examples).filter(([, v]) => v)),
  codeSnippets: body.codeSnippets,
  referenceSolutions: body.referenceSolutions,
  // Absent on update: the stored validators stay (an imported problem's, or ones set before).
  ...(body.inputValidators === undefined ? {} : { inputValidators: body.inputValidators }),
});

export async function createProblem(ctx: AppContext, adminId: string, body: CreateProblemBody) {
  await assertStoredFilesExist(ctx, body.testcases);
  const judgePolicy = policyForSave(body);
  const interactions = await checkReferenceSolutions(ctx, adminId, body, judgePolicy);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(problems)
      .values({ ...problemValues(body), judgePolicy, isPublic: body.isPublic, createdBy: adminId })
      .returning();
    await tx.insert(testCases).values(
      body.testcases.map((t, position) => ({
        ...storedColumns(t),
        hidden: t.hidden,
        pretest: t.pretest ?? false,
        position,
        problemId: row!.id,
        interaction: interactions[position] ?? "",
      })),
    );
    return row!;
  });
  await invalidateProblemList(ctx);
  return created;
}

/**
 * Replaces the problem and its tests atomically; existing submissions keep their stored per-test results. Tests sent
 * without a hidden flag keep the flag they had (withHiddenFlags).
 */
export async function updateProblem(ctx: AppContext, adminId: string, id: string, body: UpdateProblemBody) {
  const [existing] = await ctx.db
    .select({ id: problems.id, isPublic: problems.isPublic, judgePolicy: problems.judgePolicy })
    .from(problems)
    .where(eq(problems.id, id));
  if (!existing) throw notFound("Problem not found");
  await assertStoredFilesExist(ctx, body.testcases);
  const judgePolicy = policyForSave(body, readJudgePolicy(existing.judgePolicy));
  const interactions = await checkReferenceSolutions(ctx, adminId, body, judgePolicy);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(problems)
      .set({
        ...problemValues(body),
        judgePolicy,
        ...(body.isPublic === undefined ? {} : { isPublic: body.isPublic }),
        updatedAt: new Date(),
      })
      .where(eq(problems.id, id))
      .returning();
    const before = await getJudgeTests(tx, id);
    const tests = withHiddenFlags(before, body.testcases);
    await tx.delete(testCases).where(eq(testCases.problemId, id));
    await tx.insert(testCases).values(
      tests.map((t, position) => ({
        ...t,
        position,
        problemId: id,
        interaction: interactions[position] ?? "",
      })),
    );
    // A stored file the edit dropped goes, unless another test (here or elsewhere) still uses it.
    await removeUnusedTestData(tx, hashesOf(before));
    return row!;
  });
  await invalidateProblemList(ctx);
  if (updated.isPublic !== existing.isPublic) {
    // The edit is saved whatever happens here: a board left stale is repaired by `bun run ops:rebuild-leaderboard`.
    await onProblemVisibilityChanged(ctx).catch((err: Error) =>
      ctx.log.error(
        { problemId: id, reason: err.message },
        `problem ${id} ${updated.isPublic ? "shown" : "hidden"}: today's leaderboard not rebuilt: ${err.message}`,
      ),
    );
  }
  return updated;
}

/**
 * Publishes or hides a problem without re-saving it (`PATCH /problems/{id}/visibility`): an imported problem has no
 * form extras to send back, and its import report's Publish button needs only this.
 */
export async function setProblemVisibility(ctx: AppContext, id: string, isPublic: boolean) {
  const [existing] = await ctx.db
    .select({ isPublic: problems.isPublic })
    .from(problems)
    .where(eq(problems.id, id));
  if (!existing) throw notFound("Problem not found");
  if (existing.isPublic === isPublic) return { id, isPublic };
  await ctx.db.update(problems).set({ isPublic, updatedAt: new Date() }).where(eq(problems.id, id));
  await invalidateProblemList(ctx);
  await onProblemVisibilityChanged(ctx).catch((err: Error) =>
    ctx.log.error(
      { problemId: id, reason: err.message },
      `problem ${id} ${isPublic ? "shown" : "hidden"}: today's leaderboard not rebuilt: ${err.message}`,
    ),
  );
  return { id, isPublic };
}

export async function deleteProblem(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select({ tags: problems.tags }).from(problems).where(eq(problems.id, id));
  if (!row) throw notFound("Problem not found");
  // Spec §5: a tag containing "Demo" marks a seeded problem.
  if (row.tags.some((t) => t.includes(DEMO_TAG)))
    throw new AppError("FORBIDDEN", 403, "Demo problems can’t be deleted.");
  await ctx.db.transaction(async (tx) => {
    const files = await tx
      .select({ inputSha256: testCases.inputSha256, outputSha256: testCases.outputSha256 })
      .from(testCases)
      .where(eq(testCases.problemId, id));
    await tx.delete(problems).where(eq(problems.id, id));
    // Its stored test files go too, unless another problem's tests use the same content.
    await removeUnusedTestData(tx, hashesOf(files));
  });
  await invalidateProblemList(ctx);
}
