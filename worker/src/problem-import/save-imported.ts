import { type Db, problems, testCases } from "@grindstone/db";
import { removeUnusedTestData, storeTestFile } from "@grindstone/db/test-data";
import { eq } from "drizzle-orm";
import type { TestText } from "../runners/runner.ts";
import type { ImportedProblem } from "./problem-from-package.ts";
import { saveAssets } from "./save-assets.ts";

/**
 * Writes an imported problem in one transaction, or nothing: a new one hidden (an admin publishes it once it looks
 * right), or, when a problem with its slug exists (the same package imported before), that problem updated in place
 * with its tests replaced, keeping its id, visibility and submissions. Reference solutions are replaced when the
 * import brings any (its accepted submissions) and kept otherwise.
 */
export async function saveImported(
  db: Db,
  problem: ImportedProblem,
  createdBy: string | null,
): Promise<{ id: string; status: "created" | "updated"; isPublic: boolean }> {
  return db.transaction(async (tx) => {
    const values = {
      title: problem.title,
      description: problem.description,
      editorial: problem.editorial,
      judgePolicy: problem.judgePolicy,
      examples: problem.examples,
      codeSnippets: problem.codeSnippets,
      attribution: problem.attribution,
      inputValidators: problem.inputValidators ?? [],
      ...(Object.keys(problem.referenceSolutions).length > 0
        ? { referenceSolutions: problem.referenceSolutions }
        : {}),
      updatedAt: new Date(),
    };
    const [existing] = await tx
      .select({ id: problems.id, isPublic: problems.isPublic })
      .from(problems)
      .where(eq(problems.slug, problem.slug))
      .for("update");
    let id: string;
    let replaced: string[] = [];
    if (existing) {
      id = existing.id;
      await tx.update(problems).set(values).where(eq(problems.id, id));
      const old = await tx
        .delete(testCases)
        .where(eq(testCases.problemId, id))
        .returning({ input: testCases.inputSha256, output: testCases.outputSha256 });
      replaced = old.flatMap((t) => [t.input, t.output]).filter((h): h is string => h !== null);
    } else {
      const [row] = await tx
        .insert(problems)
        .values({
          ...values,
          slug: problem.slug,
          difficulty: "MEDIUM",
          tags: ["Imported"],
          companies: [],
          constraints: "",
          referenceSolutions: problem.referenceSolutions,
          isPublic: false,
          createdBy,
        })
        .returning({ id: problems.id });
      id = row!.id;
    }
    // One test at a time: a big file is streamed into test_data, never held (storeTestFile).
    const stored = async (t: TestText) =>
      typeof t === "string"
        ? { text: t, sha256: null }
        : { text: "", sha256: (await storeTestFile(tx, t.path)).sha256 };
    const rows = [];
    for (const [position, t] of problem.tests.entries()) {
      const input = await stored(t.input);
      const output = await stored(t.output);
      rows.push({
        input: input.text,
        inputSha256: input.sha256,
        output: output.text,
        outputSha256: output.sha256,
        hidden: t.hidden,
        interaction: t.interaction,
        position,
        problemId: id,
      });
    }
    await tx.insert(testCases).values(rows);
    // What the previous import stored and nothing uses now (the same content again is kept: same hash).
    await removeUnusedTestData(tx, replaced);
    await saveAssets(tx, id, problem);
    return existing
      ? { id, status: "updated", isPublic: existing.isPublic }
      : { id, status: "created", isPublic: false };
  });
}
