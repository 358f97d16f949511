import { createHash } from "node:crypto";
import { type Db, problemAssets, problems } from "@grindstone/db";
import { eq } from "drizzle-orm";
import type { ImportedProblem } from "./problem-from-package.ts";
import { linkAssets } from "./statement/statement-assets.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Inside save-imported.ts's transaction, once the problem has its id: its assets become the package's images
 * (a re-import replaces them all, so an image the package dropped is no longer served), and the statement's and
 * editorial's `images/<name>` links become the URLs the API serves them at (`/api/v1/problems/<id>/assets/<name>`).
 */
export async function saveAssets(tx: Tx, problemId: string, problem: ImportedProblem): Promise<void> {
  await tx.delete(problemAssets).where(eq(problemAssets.problemId, problemId));
  if (problem.assets.length === 0) return;
  const rows = problem.assets.map((asset) => ({
    problemId,
    name: asset.name,
    contentType: asset.contentType,
    data: Buffer.from(asset.bytes),
    sha256: createHash("sha256").update(asset.bytes).digest("hex"),
  }));
  await tx.insert(problemAssets).values(rows);
  const names = new Map(rows.map((row) => [row.name, row.sha256]));
  await tx
    .update(problems)
    .set({
      description: linkAssets(problem.description, problemId, names),
      editorial: problem.editorial === null ? null : linkAssets(problem.editorial, problemId, names),
    })
    .where(eq(problems.id, problemId));
}
