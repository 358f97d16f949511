import { DEFAULT_LIMITS, PROBLEM_LIMIT_BOUNDS } from "@grindstone/shared";

/** The limit fields as typed: time in milliseconds, memory in megabytes (what judges print: "256 MB"). */
export interface LimitValues {
  cpuTimeLimitMs: string;
  memoryLimitMb: string;
}

const KB_PER_MB = 1024;

/** What a field's help says: the bounds the API checks and the judge's default. */
export const LIMIT_HELP = {
  cpuTimeLimitMs: `Per test, every language. ${PROBLEM_LIMIT_BOUNDS.cpuTimeMs.min}–${PROBLEM_LIMIT_BOUNDS.cpuTimeMs.max} ms; empty: ${DEFAULT_LIMITS.cpuTimeMs} ms.`,
  memoryLimitMb: `Per test, every language. ${PROBLEM_LIMIT_BOUNDS.memoryKb.min / KB_PER_MB}–${PROBLEM_LIMIT_BOUNDS.memoryKb.max / KB_PER_MB} MB; empty: ${DEFAULT_LIMITS.memoryKb / KB_PER_MB} MB.`,
} as const;

export const defaultLimitValues = (): LimitValues =>
  limitsToValues({ cpuTimeLimitMs: DEFAULT_LIMITS.cpuTimeMs, memoryLimitKb: DEFAULT_LIMITS.memoryKb });

/** A stored problem's limits as the fields show them (a memory limit that is not whole megabytes keeps its decimals). */
export function limitsToValues(limits: { cpuTimeLimitMs: number; memoryLimitKb: number }): LimitValues {
  return {
    cpuTimeLimitMs: String(limits.cpuTimeLimitMs),
    memoryLimitMb: String(limits.memoryLimitKb / KB_PER_MB),
  };
}

// A field left empty means the judge's default, sent as such: on update, omitting it would keep the stored limit,
// which is not what clearing the field says. Anything not a number stays NaN, for the schema to refuse with its message.
const toNumber = (text: string, fallback: number) => (text.trim() === "" ? fallback : Number(text));

/** The body's limits, for the shared schema to check (bounds, whole numbers). */
export function limitsToBody(values: LimitValues) {
  const memoryMb = toNumber(values.memoryLimitMb, DEFAULT_LIMITS.memoryKb / KB_PER_MB);
  return {
    cpuTimeLimitMs: toNumber(values.cpuTimeLimitMs, DEFAULT_LIMITS.cpuTimeMs),
    // Rounded to whole KB, the unit the API takes (the schema asks for a whole number).
    memoryLimitKb: Number.isFinite(memoryMb) ? Math.round(memoryMb * KB_PER_MB) : memoryMb,
  };
}
