import { statSync } from "node:fs";
import { basename, relative, resolve } from "node:path";
import type { Db } from "@grindstone/db";
import type { JudgePolicy } from "@grindstone/shared";
import { fetchArchive } from "./archive/fetch.ts";
import { type UnpackedArchive, unpackArchive } from "./archive/unpack.ts";
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

/** Where packages come from: a folder (of packages, at any depth), an archive file, or an http(s) URL of one. */
export type ImportSource = string;

/** Links inside an archive that point at its own files are copies (real sets share test files this way). */
const ARCHIVE_OPTIONS = { links: "copy-inside" } as const;

/** A source as a folder to search, and what to remove afterwards (an unpacked archive). */
async function openSource(
  source: ImportSource,
): Promise<UnpackedArchive | { dir: string; cleanup?: undefined }> {
  if (/^https?:\/\//i.test(source)) return fetchArchive(source, ARCHIVE_OPTIONS);
  if (statSync(source).isFile()) return unpackArchive(source, ARCHIVE_OPTIONS);
  return { dir: source };
}

/**
 * Imports every problem package found in each source (a package folder, a folder holding packages at any depth, a
 * .zip/.kpp/.tar/.tar.gz archive, or an http(s) URL of one: archives are unpacked with archive/'s caps into a
 * temporary folder, removed afterwards). Each package is read and written on its own: one that cannot be read or
 * written is a failed line of the report with why, and the others are still imported; a source that cannot be
 * opened (a bad archive, a URL that does not answer) is one failed line.
 */
export async function importPackages(
  db: Db,
  sources: ImportSource[],
  opts: {
    createdBy?: string | null;
    onPackage?: (entry: ImportedEntry, done: number, total: number) => void;
  } = {},
): Promise<ImportReport> {
  const report: ImportReport = { problems: [] };
  for (const source of sources) {
    let opened: Awaited<ReturnType<typeof openSource>>;
    try {
      opened = await openSource(source);
    } catch (err) {
      const entry = failed(source, err);
      report.problems.push(entry);
      opts.onPackage?.(entry, report.problems.length, report.problems.length);
      continue;
    }
    try {
      await importFolder(db, opened.dir, report, opts);
    } finally {
      await opened.cleanup?.();
    }
  }
  return report;
}

const failed = (path: string, err: unknown): ImportedEntry => ({
  path,
  slug: null,
  id: null,
  title: null,
  status: "failed",
  type: null,
  warnings: [],
  errors: [(err as Error).message],
});

async function importFolder(
  db: Db,
  folder: string,
  report: ImportReport,
  opts: {
    createdBy?: string | null;
    onPackage?: (entry: ImportedEntry, done: number, total: number) => void;
  },
) {
  const root = resolve(folder);
  const found = findPackages(root).map((dir) => ({ root, dir }));
  const total = report.problems.length + found.length;
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
      entry = failed(path, err);
    }
    report.problems.push(entry);
    opts.onPackage?.(entry, report.problems.length, total);
  }
}
