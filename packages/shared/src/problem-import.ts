import { z } from "zod";
import type { JudgePolicy } from "./judge-policy.ts";
import type { Language } from "./languages.ts";

/**
 * Importing problem packages (issue 25, docs/problem-import.md): `POST /api/v1/problems/import` answers 202
 * `{ importId }`; `GET /api/v1/problems/import/{importId}` answers an ImportView while the worker's job runs and after.
 */

/** The JSON body of `POST /problems/import` (the other way in is multipart with a `file` field). */
export const importUrlBodySchema = z.object({
  url: z
    .string({ error: "url is required" })
    .trim()
    .max(2000, "url must be at most 2000 characters")
    .regex(/^https?:\/\/\S+$/i, "url must be an http(s) URL of a .zip, .kpp or .tar.gz archive"),
  /** Judge the package's submissions and run its input validators (default true). */
  verify: z.boolean().default(true),
});
export type ImportUrlBody = z.infer<typeof importUrlBodySchema>;

export const IMPORT_STATUSES = ["running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * One check verification made on a package: an input validator on the inputs, one shipped submission judged with
 * the imported policy, or a Code Jam judge's own self-test (`judge -2`: does it, translated from Python 2, still work). `ok`: true when the outcome is what the package promises, false when not (the problem stays
 * hidden), null when the check was not made (`result` then says why, e.g. a language we do not judge).
 */
export type VerificationEntry = {
  kind: "input_validator" | "submission" | "judge";
  /** Relative to the package: `submissions/accepted/hello.py`, `input_validators/validate.py`. */
  path: string;
  language: Language | null;
  /** What the package promises: a verdict, "partially accepted", or "every input valid". */
  expected: string;
  /** What happened: a verdict with its score, "valid", "invalid: <test> <message>", or "skipped: <why>". */
  result: string;
  ok: boolean | null;
  /** The slowest test's time for a submission, in ms (0 otherwise). */
  timeMs: number;
};

/** One package's line of an import report. */
export type ImportedProblemReport = {
  /** Where the package was found, relative to what was imported. */
  path: string;
  slug: string | null;
  id: string | null;
  title: string | null;
  status: "created" | "updated" | "failed";
  type: JudgePolicy["type"] | null;
  warnings: string[];
  errors: string[];
  verification: VerificationEntry[];
  /**
   * "passed": every check made matched; "mismatch": one did not (the problem is kept hidden); "skipped": not verified,
   * or nothing the package ships could be checked (no submission in our languages, no validator we run).
   */
  verified: "passed" | "mismatch" | "skipped";
  /** Whether the problem is visible now (a new import is hidden until an admin publishes it). */
  isPublic: boolean;
};

export type ImportView = {
  id: string;
  status: ImportStatus;
  /** What was imported: the uploaded file's name or the URL. */
  source: string;
  verify: boolean;
  /** Packages handled so far of those found (total is 0 until the archive is unpacked and searched). */
  progress: { done: number; total: number };
  /** The package being imported or verified now, "" when none. */
  current: string;
  problems: ImportedProblemReport[];
  /** Why the whole import failed (the archive could not be opened, ...); "" otherwise. */
  error: string;
  createdAt: string;
  finishedAt: string | null;
};

/** 202 body of `POST /problems/import`. */
export type ImportStarted = { importId: string };

/** `PATCH /problems/{id}/visibility`: publish or hide a problem without re-saving it (an imported one has no form extras). */
export const problemVisibilityBodySchema = z.object({
  isPublic: z.boolean({ error: "isPublic must be true or false" }),
});
