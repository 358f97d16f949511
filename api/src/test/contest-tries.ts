import { LANGUAGE_IDS } from "@grindstone/shared";
import type { client } from "./harness.ts";

/**
 * A Python submission through the real route, as a contest's tests send them: to a contest when `contestId` is given,
 * with `extra` body fields (e.g. `upsolve: true`).
 */
export const submitTry = (
  c: ReturnType<typeof client>,
  problemId: string,
  source: string,
  contestId?: string,
  extra: object = {},
) =>
  c.post("/execute-code/submit", {
    source_code: source,
    language_id: LANGUAGE_IDS.PYTHON,
    stdin: [],
    expected_outputs: [],
    problemId,
    ...(contestId ? { contestId } : {}),
    ...extra,
  });
