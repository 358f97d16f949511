import { normaliseOutput } from "@grindstone/shared";

type Test = { input: string; output: string };

// Matched on the judge's own notion of "the same text" (line endings and trailing whitespace ignored), since a
// form's textarea may hand back "\r\n" or drop a trailing newline of what it was prefilled with.
const key = (t: Test) => JSON.stringify([normaliseOutput(t.input), normaliseOutput(t.output)]);

/**
 * The updated tests' hidden flags. A test that carries the flag keeps it as sent. One without it (the spec's update
 * form sends { input, output } only) keeps the flag of the existing test with the same input and output, hidden if
 * any such test was hidden; a test that matches none is new and visible. Without this, pressing Update in the spec's
 * client made every hidden test public.
 */
export function withHiddenFlags(
  existing: (Test & { hidden: boolean })[],
  incoming: (Test & { hidden?: boolean })[],
): (Test & { hidden: boolean })[] {
  const hiddenByKey = new Map<string, boolean>();
  for (const t of existing) hiddenByKey.set(key(t), (hiddenByKey.get(key(t)) ?? false) || t.hidden);
  return incoming.map((t) => ({
    input: t.input,
    output: t.output,
    hidden: t.hidden ?? hiddenByKey.get(key(t)) ?? false,
  }));
}
