import { statSync } from "node:fs";
import { basename, relative, resolve } from "node:path";
import type { Db } from "@grindstone/db";
import { isConnectionError } from "@grindstone/db/availability";
import type { ImportedProblemReport, Language } from "@grindstone/shared";
import { InfrastructureError, type Runner } from "../runners/runner.ts";
import type { ArchiveCaps } from "./archive/caps.ts";
import { fetchArchive } from "./archive/fetch.ts";
import { type UnpackedArchive, unpackArchive } from "./archive/unpack.ts";
import { findPackages } from "./find-packages.ts";
import { type ImportedProblem, problemFromPackage } from "./problem-from-package.ts";
import { saveImported } from "./save-imported.ts";
import { readInputValidators } from "./verify/input-validators.ts";
import { verifyPackage } from "./verify/verify-package.ts";

/** One package's line of the report (packages/shared's ImportedProblemReport). */
export type ImportedEntry = ImportedProblemReport;
export type ImportReport = { problems: ImportedEntry[] };

/** Where packages come from: a folder (of packages, at any depth), an archive file, or an http(s) URL of one. */
export type ImportSource = string;

export type ImportOptions = {
  createdBy?: string | null;
  /** Verify each package (input validators, shipped submissions) with this runner; absent: not verified. */
  runner?: Runner;
  signal?: AbortSignal;
  /** Each package's line as it is finished, with how many are done of those found so far. */
  onPackage?: (entry: ImportedEntry, done: number, total: number) => void;
  /** What is happening now: the package and its step ("hello: judging submissions/accepted/a.py (2/9)"). */
  onStep?: (current: string, done: number, total: number) => void;
  /** After each problem is written (the worker tells the API instances their problem lists changed). */
  afterSave?: () => Promise<void>;
  /** Archive caps other than the defaults (IMPORT_MAX_* in the worker's env). */
  caps?: Partial<ArchiveCaps>;
};

/** Links inside an archive that point at its own files are copies (real sets share test files this way). */
const ARCHIVE_OPTIONS = { links: "copy-inside" } as const;

/** A source as a folder to search, and what to remove afterwards (an unpacked archive). */
async function openSource(
  source: ImportSource,
  caps: Partial<ArchiveCaps> = {},
): Promise<UnpackedArchive | { dir: string; cleanup?: undefined }> {
  const options = { ...caps, ...ARCHIVE_OPTIONS };
  if (/^https?:\/\//i.test(source)) return fetchArchive(source, options);
  if (statSync(source).isFile()) return unpackArchive(source, options);
  return { dir: source };
}

/**
 * Imports every problem package found in each source (a package folder, a folder holding packages at any depth, a
 * .zip/.kpp/.tar/.tar.gz archive, or an http(s) URL of one: archives are unpacked with archive/'s caps into a
 * temporary folder, removed afterwards). Each package is read, verified (with opts.runner) and written on its own:
 * one that cannot be read, fails verification's input validation or cannot be written is a failed line of the report
 * with why, and the others are still imported; a source that cannot be opened is one failed line. A failure of our
 * own (the sandbox, the database) is thrown: the caller retries the whole import, which is idempotent.
 */
export async function importPackages(
  db: Db,
  sources: ImportSource[],
  opts: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = { problems: [] };
  for (const source of sources) {
    let opened: Awaited<ReturnType<typeof openSource>>;
    try {
      opened = await openSource(source, opts.caps);
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

const failed = (path: string, err: unknown, partial: Partial<ImportedEntry> = {}): ImportedEntry => ({
  path,
  slug: null,
  id: null,
  title: null,
  status: "failed",
  type: null,
  warnings: [],
  errors: [(err as Error).message],
  verification: [],
  verified: "skipped",
  isPublic: false,
  ...partial,
});

async function importFolder(db: Db, folder: string, report: ImportReport, opts: ImportOptions) {
  const root = resolve(folder);
  const found = findPackages(root);
  const total = report.problems.length + found.length;
  for (const dir of found) {
    opts.signal?.throwIfAborted();
    const path = relative(root, dir) || basename(dir);
    const entry = await importOne(db, dir, path, opts, (step) =>
      opts.onStep?.(`${path}: ${step}`, report.problems.length, total),
    );
    report.problems.push(entry);
    opts.onPackage?.(entry, report.problems.length, total);
  }
}

async function importOne(
  db: Db,
  dir: string,
  path: string,
  opts: ImportOptions,
  onStep: (step: string) => void,
): Promise<ImportedEntry> {
  let problem: ImportedProblem;
  try {
    onStep("reading");
    problem = problemFromPackage(dir);
  } catch (err) {
    return failed(path, err);
  }
  const line = {
    path,
    slug: problem.slug,
    title: problem.title,
    type: problem.judgePolicy.type,
  };
  let verification: ImportedEntry["verification"] = [];
  let verified: ImportedEntry["verified"] = "skipped";
  const { validators, skipped } = readInputValidators(dir);
  // Kept whether or not the import verifies: a learner's challenge (issue 27) is validated with them.
  problem.inputValidators = validators.map((v) => v.program);
  if (opts.runner) {
    let outcome: Awaited<ReturnType<typeof verifyPackage>>;
    try {
      outcome = await verifyPackage(
        opts.runner,
        {
          dir,
          policy: problem.judgePolicy,
          tests: problem.tests,
          submissions: problem.submissions,
          skipped: problem.skipped,
          validators,
          skippedValidators: skipped,
          deriveTimeLimit: problem.deriveTimeLimit,
          safetyMargin: problem.safetyMargin,
          judgeSelfTest: problem.judgeSelfTest,
        },
        { signal: opts.signal, onStep },
      );
    } catch (err) {
      if (err instanceof InfrastructureError || opts.signal?.aborted) throw err;
      return failed(path, err, { ...line, warnings: problem.warnings });
    }
    verification = outcome.entries;
    if (outcome.invalid.length > 0)
      return failed(path, new Error("Invalid test data"), {
        ...line,
        warnings: problem.warnings,
        errors: outcome.invalid,
        verification,
      });
    const derived = outcome.policy.limits.timeMs !== problem.judgePolicy.limits.timeMs;
    problem.judgePolicy = outcome.policy;
    problem.referenceSolutions = outcome.references;
    problem.warnings = [
      ...problem.warnings.filter((w) => !(derived && w.startsWith("no time limit in the package"))),
      ...outcome.notes,
    ];
    // Nothing checked (a Code Jam package ships no submissions and no validator) is not "passed".
    verified = verification.some((v) => v.ok === false)
      ? "mismatch"
      : verification.some((v) => v.ok === true)
        ? "passed"
        : "skipped";
  } else {
    // Not verified: the accepted directory is taken at its word, and what would have been skipped is said.
    const references: Partial<Record<Language, string>> = {};
    for (const s of problem.submissions) if (s.expected === "Accepted") references[s.language] ??= s.source;
    problem.referenceSolutions = references;
    problem.warnings.push(...problem.skipped.map((s) => `${s.path} not judged: ${s.reason}`));
  }
  try {
    onStep("saving");
    const saved = await saveImported(db, problem, opts.createdBy ?? null);
    await opts.afterSave?.().catch(() => {});
    return {
      ...line,
      id: saved.id,
      status: saved.status,
      warnings: problem.warnings,
      errors: [],
      verification,
      verified,
      isPublic: saved.isPublic,
    };
  } catch (err) {
    // Postgres restarting is ours, not the package's: the caller retries the whole (idempotent) import.
    if (isConnectionError(err)) throw err;
    return failed(path, err, { ...line, warnings: problem.warnings, verification, verified });
  }
}

/** The archive caps a worker's env asks for. */
export const archiveCapsOf = (env: {
  IMPORT_MAX_ARCHIVE_MB: number;
  IMPORT_MAX_UNPACKED_MB: number;
  IMPORT_MAX_FILES: number;
}): Partial<ArchiveCaps> => ({
  archiveBytes: env.IMPORT_MAX_ARCHIVE_MB * 1024 * 1024,
  totalBytes: env.IMPORT_MAX_UNPACKED_MB * 1024 * 1024,
  files: env.IMPORT_MAX_FILES,
});
