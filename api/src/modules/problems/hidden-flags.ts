import { normaliseOutput } from "@grindstone/shared";
import { type SentTest, storedColumns } from "./stored-test-files.ts";

type Columns = ReturnType<typeof storedColumns>;

// Matched on the judge's own notion of "the same text" (line endings and trailing whitespace ignored), since a
// form's textarea may hand back "\r\n" or drop a trailing newline of what it was prefilled with; a stored file by
// its hash.
const key = (t: Columns) =>
  JSON.stringify([t.inputSha256 ?? normaliseOutput(t.input), t.outputSha256 ?? normaliseOutput(t.output)]);

/**
 * The updated tests' row columns and flags (hidden; pretest, issue 28). A test that carries a flag keeps it as sent.
 * One without it (the spec's update form sends { input, output } only) keeps the flag of the existing test with the
 * same input and output, set if any such test had it; a test that matches none is new, visible and no pretest.
 * Without this, pressing Update in the spec's client made every hidden test public.
 */
export function withHiddenFlags(
  existing: (Columns & { hidden: boolean; pretest: boolean })[],
  incoming: (SentTest & { hidden?: boolean; pretest?: boolean })[],
): (Columns & { hidden: boolean; pretest: boolean })[] {
  const hiddenByKey = new Map<string, boolean>();
  const pretestByKey = new Map<string, boolean>();
  for (const t of existing) {
    hiddenByKey.set(key(t), (hiddenByKey.get(key(t)) ?? false) || t.hidden);
    pretestByKey.set(key(t), (pretestByKey.get(key(t)) ?? false) || t.pretest);
  }
  return incoming.map((t) => {
    const columns = storedColumns(t);
    return {
      ...columns,
      hidden: t.hidden ?? hiddenByKey.get(key(columns)) ?? false,
      pretest: t.pretest ?? pretestByKey.get(key(columns)) ?? false,
    };
  });
}
