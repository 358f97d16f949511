import { basename, relative, resolve } from "node:path";
import type { Db } from "@grindstone/db";
import type { JudgePolicy } from "@grindstone/shared";
import { findPackages } from "./find-packages.ts";
import { problemFromPackage } from "./problem-from-package.ts";
import { saveImported } from "./save-imported.ts";

/** One package's line of the report (issue 25's shape; verification comes with judging on import). */
export type ImportedEntry = {
  path: string;
  slug: string | null;
  id: string | null;
  title: string | null;
  status: "created" | "updated" | "failed";
  type: JudgePolicy["type"] | null;
  warnings: string[];
  errors: string[];
};

export type ImportReport = { problems: ImportedEntry[] };

/**
 * Imports every problem package found under each root (a package folder, or a folder holding packages at any depth).
 * Each package is read and written on its own: one that cannot be read or written is a failed line of the report
 * with why, and the others are still imported.
 */
export async function importPackages(
  db: Db,
  roots: string[],
  opts: {
    createdBy?: string | null;
    onPackage?: (entry: ImportedEntry, done: number, total: number) => void;
  } = {},
): Promise<ImportReport> {
  const found = roots.flatMap((root) => findPackages(root).map((dir) => ({ root: resolve(root), dir })));
  const report: ImportReport = { problems: [] };
  for (const { root, dir } of found) {
    const path = relative(root, dir) || basename(dir);
    let entry: ImportedEntry;
    try {
      const problem = problemFromPackage(dir);
      const saved = await saveImported(db, problem, opts.createdBy ?? null);
      entry = {
        path,
        slug: problem.slug,
        id: saved.id,
        title: problem.title,
        status: saved.status,
        type: problem.judgePolicy.type,
        warnings: problem.warnings,
        errors: [],
      };
    } catch (err) {
      entry = {
        path,
        slug: null,
        id: null,
        title: null,
        status: "failed",
        type: null,
        warnings: [],
        errors: [(err as Error).message],
      };
    }
    report.problems.push(entry);
    opts.onPackage?.(entry, report.problems.length, found.length);
  }
  return report;
}
