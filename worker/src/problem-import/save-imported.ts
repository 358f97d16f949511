import { type Db, problems, testCases } from "@grindstone/db";
import { eq } from "drizzle-orm";
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
    if (existing) {
      id = existing.id;
      await tx.update(problems).set(values).where(eq(problems.id, id));
      await tx.delete(testCases).where(eq(testCases.problemId, id));
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
    await tx.insert(testCases).values(
      problem.tests.map((t, position) => ({
        input: t.input,
        output: t.output,
        hidden: t.hidden,
        interaction: t.interaction,
        position,
        problemId: id,
      })),
    );
    await saveAssets(tx, id, problem);
    return existing
      ? { id, status: "updated", isPublic: existing.isPublic }
      : { id, status: "created", isPublic: false };
  });
}
