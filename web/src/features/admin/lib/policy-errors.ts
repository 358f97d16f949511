import { type PolicyValues, pointsNumber, toleranceNumber } from "./policy-values.ts";
import { parseTestNumbers } from "./test-numbers.ts";

// The bounds are the shared schema's (judge-policy.ts: a tolerance is 0..1), worded for the field.
export const TOLERANCE_MESSAGE = "A tolerance is a number from 0 to 1, e.g. 1e-6 (empty: none)";
export const TEST_NUMBERS_MESSAGE = "Test numbers from 1, separated by commas, with ranges like 1-3";
export const POINTS_MESSAGE = "A group's points must be a number";

const badTolerance = (text: string) => {
  const n = toleranceNumber(text);
  return n !== undefined && !(n >= 0 && n <= 1);
};

/**
 * What the schema cannot word for the form: text that is not a number or a list of tests. Keyed like the schema's
 * errors (the body's paths), and shown in place of its generic "expected number" messages.
 */
export function policyErrors(values: PolicyValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const { checker } = values;
  // An interactive problem sends no checker: a tolerance left over from another type does not stop it.
  if (values.type !== "interactive" && checker.kind === "tokens") {
    if (badTolerance(checker.absoluteTolerance))
      errors["judgePolicy.checker.floatAbsoluteTolerance"] = TOLERANCE_MESSAGE;
    if (badTolerance(checker.relativeTolerance))
      errors["judgePolicy.checker.floatRelativeTolerance"] = TOLERANCE_MESSAGE;
  }
  if (values.type === "scoring")
    values.groups.forEach((g, i) => {
      if (parseTestNumbers(g.tests) === null) errors[`judgePolicy.groups.${i}.tests`] = TEST_NUMBERS_MESSAGE;
      if (Number.isNaN(pointsNumber(g.points))) errors[`judgePolicy.groups.${i}.points`] = POINTS_MESSAGE;
    });
  return errors;
}
