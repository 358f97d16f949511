import type { VisibleTestCase } from "@grindstone/shared";
import { useEffect, useMemo, useState } from "react";
import { readCases, saveCases } from "@/lib/code-drafts.ts";
import { type CustomCase, casesFromTests, newCase } from "../utils/custom-cases.ts";

const kept = (cases: CustomCase[]) => cases.map(({ input, expected }) => ({ input, expected }));

/**
 * The Testcase panel's cases, kept in this browser per user × problem beside the code drafts (a reload or another
 * visit brings them back); the problem's visible tests until the learner changes them.
 */
export function useCustomCases(problemId: string, userId: string, visibleTests: VisibleTestCase[]) {
  const scope = useMemo(() => ({ userId, problemId }), [userId, problemId]);
  const initial = useMemo(() => casesFromTests(visibleTests), [visibleTests]);
  const [cases, setCases] = useState(
    () => readCases(scope)?.map((c) => newCase(c.input, c.expected)) ?? initial,
  );
  useEffect(() => saveCases(scope, kept(cases), kept(initial)), [scope, cases, initial]);
  return [cases, setCases] as const;
}
