import { storedSizes } from "@grindstone/db/test-data";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";

type FileRef = { sha256: string };
/** A test as a body sends it: text, or a stored file (test_data) named by its hash where the text would be. */
export type SentTest = { input: string; output: string; inputFile?: FileRef; outputFile?: FileRef };

/** The hashes a set of test rows uses (what a replace may leave unused). */
export const hashesOf = (rows: { inputSha256: string | null; outputSha256: string | null }[]) =>
  rows.flatMap((r) => [r.inputSha256, r.outputSha256]).filter((h): h is string => h !== null);

/** A test's row columns: a side given as a stored file keeps only its hash (its text column is ""). */
export const storedColumns = (t: SentTest) => ({
  input: t.inputFile ? "" : t.input,
  inputSha256: t.inputFile?.sha256 ?? null,
  output: t.outputFile ? "" : t.output,
  outputSha256: t.outputFile?.sha256 ?? null,
});

/**
 * Every stored file the tests name must be stored here: a hash is only ever one the admin view gave out. A 400 names
 * the first test that names an unknown one (never a reference to content that is not there).
 */
export async function assertStoredFilesExist(ctx: AppContext, tests: SentTest[]) {
  const named = tests
    .flatMap((t) => [t.inputFile?.sha256, t.outputFile?.sha256])
    .filter((h) => h !== undefined);
  if (named.length === 0) return;
  const sizes = await storedSizes(ctx.db, named);
  tests.forEach((t, i) => {
    for (const [side, ref] of [
      ["input", t.inputFile],
      ["output", t.outputFile],
    ] as const) {
      if (ref && !sizes.has(ref.sha256))
        throw new AppError(
          "VALIDATION",
          400,
          `Test case ${i + 1}: its stored ${side} file is not on this server (import the package again)`,
        );
    }
  });
}
