import {
  type CheckerProtocol,
  DEFAULT_OUTPUT_KB,
  defaultJudgePolicy,
  type GROUP_AGGREGATIONS,
  type JudgePolicy,
  type JudgePolicyType,
  type JudgeProgram,
  type Language,
  POLICY_LIMIT_BOUNDS,
} from "@grindstone/shared";
import { formatTestNumbers, parseTestNumbers } from "./test-numbers.ts";

/**
 * The judging policy (packages/shared/src/judge-policy.ts) as the admin form edits it: numbers as typed text, a
 * group's tests as 1-based numbers, every checker's settings kept while another kind is picked (switching back does
 * not lose them). `policyToValues` and `policyToBody` convert; the shared schema checks what is sent.
 */

export type CheckerKind = JudgePolicy["checker"]["kind"];
export type Aggregation = (typeof GROUP_AGGREGATIONS)[number];

/** The languages the form offers for a custom checker or an interactor: the ones real problem packages ship them in. */
export const CHECKER_LANGUAGES = ["PYTHON", "CPP"] as const satisfies readonly Language[];

export interface CheckerValues {
  kind: CheckerKind;
  // tokens
  caseSensitive: boolean;
  spaceChangeSensitive: boolean;
  absoluteTolerance: string;
  relativeTolerance: string;
  integersExact: boolean;
  // custom
  language: Language;
  protocol: CheckerProtocol;
  source: string;
  /** Files compiled with the checker (testlib.h…): not edited by the form, kept as stored. */
  headers: JudgeProgram["headers"];
}

/** An interactive problem's interactor (Kattis protocol). */
export interface InteractorValues {
  language: Language;
  source: string;
  /** Files compiled with the interactor: not edited by the form, kept as stored. */
  headers: JudgeProgram["headers"];
}

export interface GroupValues {
  name: string;
  /** 1-based numbers and ranges, e.g. "1-3, 5". */
  tests: string;
  points: string;
  aggregation: Aggregation;
  /** An earlier group's name, or "" for none. */
  requirePass: string;
}

export interface PolicyValues {
  type: JudgePolicyType;
  outputLimitKb: string;
  checker: CheckerValues;
  groups: GroupValues[];
  partialCredit: boolean;
  /** Kept while another type is picked, like the checker's settings; sent only for an interactive problem. */
  interactor: InteractorValues;
}

const { outputKb: outputBounds } = POLICY_LIMIT_BOUNDS;
export const OUTPUT_LIMIT_HELP = `What a test may print. ${outputBounds.min}–${outputBounds.max} KB; empty: ${DEFAULT_OUTPUT_KB} KB.`;

export const emptyGroup = (index: number): GroupValues => ({
  name: `Group ${index + 1}`,
  tests: "",
  points: "",
  aggregation: "sum",
  requirePass: "",
});

export const defaultPolicyValues = (): PolicyValues => policyToValues(defaultJudgePolicy());

const toleranceText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** A stored policy as the fields show it. */
export function policyToValues(policy: JudgePolicy): PolicyValues {
  const { checker } = policy;
  const tokens = checker.kind === "tokens" ? checker : undefined;
  const custom = checker.kind === "custom" ? checker : undefined;
  return {
    type: policy.type,
    outputLimitKb: String(policy.limits.outputKb),
    checker: {
      kind: checker.kind,
      caseSensitive: tokens?.caseSensitive ?? false,
      spaceChangeSensitive: tokens?.spaceChangeSensitive ?? false,
      // floatTolerance sets both; the form shows (and saves) the two it stands for.
      absoluteTolerance: toleranceText(tokens?.floatAbsoluteTolerance ?? tokens?.floatTolerance),
      relativeTolerance: toleranceText(tokens?.floatRelativeTolerance ?? tokens?.floatTolerance),
      integersExact: tokens?.integersExact ?? false,
      language: custom?.language ?? "PYTHON",
      protocol: custom?.protocol ?? "kattis",
      source: custom?.source ?? "",
      headers: custom?.headers ?? [],
    },
    groups: policy.groups.map((g) => ({
      name: g.name,
      tests: formatTestNumbers(g.tests),
      points: String(g.points),
      aggregation: g.aggregation,
      requirePass: g.requirePass ?? "",
    })),
    partialCredit: policy.partialCredit,
    interactor: {
      language: policy.interactor?.language ?? "PYTHON",
      source: policy.interactor?.source ?? "",
      headers: policy.interactor?.headers ?? [],
    },
  };
}

// Empty: no tolerance (no points: 0, which the schema refuses with its message). Anything not a number stays NaN, which
// the schema refuses too, in words policy-errors.ts replaces.
export const toleranceNumber = (text: string) => (text.trim() === "" ? undefined : Number(text.trim()));
export const pointsNumber = (text: string) => (text.trim() === "" ? 0 : Number(text.trim()));

function checkerToBody(c: CheckerValues) {
  if (c.kind === "exact") return { kind: "exact" as const };
  if (c.kind === "custom")
    return {
      kind: "custom" as const,
      language: c.language,
      protocol: c.protocol,
      source: c.source,
      headers: c.headers,
    };
  // Flags left off are not sent: the stored checker says only what differs from the format's defaults.
  const abs = toleranceNumber(c.absoluteTolerance);
  const rel = toleranceNumber(c.relativeTolerance);
  return {
    kind: "tokens" as const,
    ...(c.caseSensitive ? { caseSensitive: true } : {}),
    ...(c.spaceChangeSensitive ? { spaceChangeSensitive: true } : {}),
    ...(abs !== undefined ? { floatAbsoluteTolerance: abs } : {}),
    ...(rel !== undefined ? { floatRelativeTolerance: rel } : {}),
    ...(c.integersExact ? { integersExact: true } : {}),
  };
}

/**
 * The body's `judgePolicy`, for the shared schema to check. The time and memory limits come from the form's limit
 * fields (limits.ts); an empty output limit means the default. Groups are sent only for a scoring problem (they are
 * kept in the form while another type is picked). An interactive problem sends its interactor and no checker or
 * groups: the interactor alone judges the exchange (the schema's defaults fill the rest, as stored).
 */
export function policyToBody(values: PolicyValues, limits: { timeMs: number; memoryKb: number }) {
  const bodyLimits = {
    ...limits,
    outputKb: values.outputLimitKb.trim() === "" ? DEFAULT_OUTPUT_KB : Number(values.outputLimitKb),
  };
  if (values.type === "interactive") {
    const { language, source, headers } = values.interactor;
    return { type: values.type, limits: bodyLimits, interactor: { language, source, headers } };
  }
  const scoring = values.type === "scoring";
  return {
    type: values.type,
    limits: bodyLimits,
    checker: checkerToBody(values.checker),
    groups: scoring
      ? values.groups.map((g) => ({
          name: g.name,
          tests: parseTestNumbers(g.tests) ?? [],
          points: pointsNumber(g.points),
          aggregation: g.aggregation,
          ...(g.requirePass ? { requirePass: g.requirePass } : {}),
        }))
      : [],
    partialCredit: values.partialCredit,
  };
}
