import { asc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { problemAssets } from "../schema/imports.ts";
import { problems, testCases } from "../schema/problems.ts";
import { readTestData } from "../test-data/fetch.ts";
import { type ProblemPackageFiles, problemPackageFiles } from "./package-files.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A problem's package, read from the database by id or slug, or null when there is none. The problem and its tests
 * are read in one transaction, so an import replacing the tests meanwhile cannot give a mix.
 */
export async function exportProblemPackage(db: Db, idOrSlug: string): Promise<ProblemPackageFiles | null> {
  return db.transaction(async (tx) => {
    const [problem] = await tx
      .select({
        id: problems.id,
        slug: problems.slug,
        title: problems.title,
        description: problems.description,
        constraints: problems.constraints,
        editorial: problems.editorial,
        judgePolicy: problems.judgePolicy,
        referenceSolutions: problems.referenceSolutions,
        attribution: problems.attribution,
      })
      .from(problems)
      .where(UUID.test(idOrSlug) ? eq(problems.id, idOrSlug) : eq(problems.slug, idOrSlug));
    if (!problem) return null;
    const rows = await tx
      .select({
        input: testCases.input,
        output: testCases.output,
        hidden: testCases.hidden,
        interaction: testCases.interaction,
        inputSha256: testCases.inputSha256,
        outputSha256: testCases.outputSha256,
      })
      .from(testCases)
      .where(eq(testCases.problemId, problem.id))
      .orderBy(asc(testCases.position));
    // A package is one archive in memory (zip.ts), stored test data included: export is an admin's rare action.
    const tests = [];
    for (const { inputSha256, outputSha256, ...t } of rows) {
      tests.push({
        ...t,
        input: inputSha256 ? await readTestData(tx, inputSha256) : t.input,
        output: outputSha256 ? await readTestData(tx, outputSha256) : t.output,
      });
    }
    const images = await tx
      .select({ name: problemAssets.name, data: problemAssets.data })
      .from(problemAssets)
      .where(eq(problemAssets.problemId, problem.id))
      .orderBy(asc(problemAssets.name));
    return problemPackageFiles(problem, tests, images);
  });
}

/** Every problem's id, oldest first: what `problems:export --all` writes. */
export async function allProblemIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: problems.id }).from(problems).orderBy(asc(problems.createdAt));
  return rows.map((r) => r.id);
}
