import type { JudgeProgram, Language } from "@grindstone/shared";

/**
 * A problem's input validators (packages/shared/src/problems.ts `inputValidators`) as the admin form edits them: what
 * a learner's challenge input is checked with (docs/learning.md, "Challenge a test").
 */

// The Kattis convention, as the worker runs a validator (worker/src/challenges/).
export const INPUT_VALIDATOR_HELP =
  "Checks a challenge's input: exit 42 valid, 43 invalid; the reason on stdout or stderr.";

export interface InputValidatorValues {
  /**
   * Tells the rows apart, never sent: each row's code editor owns its text, so removing a row must take that row's
   * editor with it, not the last one's (a position would).
   */
  key: string;
  language: Language;
  source: string;
  /** Files compiled with the validator (a package's validate.h…): not edited by the form, kept as stored. */
  headers: JudgeProgram["headers"];
}

let rows = 0;
const rowKey = () => `input-validator-${++rows}`;

/** A new row: Python (what packages mostly ship validators in), and no source, so one left blank is named at save. */
export const emptyInputValidator = (): InputValidatorValues => ({
  key: rowKey(),
  language: "PYTHON",
  source: "",
  headers: [],
});

/** The admin's view's validators as the rows show them (none stored, or not in the view: no rows). */
export const inputValidatorsToValues = (
  stored: readonly JudgeProgram[] | undefined,
): InputValidatorValues[] =>
  (stored ?? []).map((v) => ({
    key: rowKey(),
    language: v.language,
    source: v.source,
    headers: (v.headers ?? []).map((h) => ({ ...h })),
  }));

/**
 * The body's `inputValidators`: always sent, even empty, because on update an absent list keeps the stored ones and
 * removing the last row must clear them.
 */
export const inputValidatorsToBody = (values: readonly InputValidatorValues[]): JudgeProgram[] =>
  values.map(({ language, source, headers }) => ({ language, source, headers }));

/** `list` with row `key`'s source replaced (the same list when it is unchanged or the row is gone). */
export function withInputValidatorSource(
  list: InputValidatorValues[],
  key: string,
  source: string,
): InputValidatorValues[] {
  const row = list.find((v) => v.key === key);
  if (!row || row.source === source) return list;
  return list.map((v) => (v.key === key ? { ...v, source } : v));
}

/** The first of the schema's messages about row `index`'s stored headers (inputValidators.N.headers…), if any. */
export const inputValidatorHeaderError = (errors: Partial<Record<string, string>>, index: number) =>
  Object.entries(errors).find(([path]) => path.startsWith(`inputValidators.${index}.headers`))?.[1];
