import { MAX_RUN_CASES, type VisibleTestCase } from "@grindstone/shared";

/** One editable case of the Testcase panel. An empty expected output asks the judge for the reference's. */
export interface CustomCase {
  id: number;
  input: string;
  expected: string;
}

let nextId = 1;
export const newCase = (input = "", expected = ""): CustomCase => ({ id: nextId++, input, expected });

/** The problem's visible tests, as many as one run may carry (MAX_RUN_CASES). */
export const casesFromTests = (tests: VisibleTestCase[]) =>
  tests.slice(0, MAX_RUN_CASES).map((t) => newCase(t.input, t.output));

/** Run's stdin and expected outputs; `null` where the expected output was left empty (API contract). */
export function runInputs(cases: CustomCase[]) {
  return {
    stdin: cases.map((c) => c.input),
    expected_outputs: cases.map((c) => (c.expected.trim() === "" ? null : c.expected)),
  };
}
