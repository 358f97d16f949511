import {
  type ContestView,
  type CreateContestInput,
  createContestBodySchema,
  DEFAULT_PENALTY_MINUTES,
  type Difficulty,
} from "@grindstone/shared";
import { optionOf } from "@/lib/select-option.ts";

/** What the Create Contest form holds: times as the datetime-local inputs give them (local, no zone). */
export interface ContestFormValues {
  title: string;
  description: string;
  difficulty: Difficulty;
  startLocal: string;
  endLocal: string;
  penaltyMinutes: string;
  freezeMinutes: string;
  problemIds: string[];
  /** Issue 26: counts towards ratings (checked by default, as the API defaults it). */
  rated: boolean;
  /** Issue 28: judged on pretests during the round, system-tested after the end (off by default, as in the API). */
  pretests: boolean;
}

export type ContestFormErrors = Partial<Record<keyof CreateContestInput, string>>;
const CONTEST_FIELDS = createContestBodySchema.keyof().options;

export const emptyContestForm = (): ContestFormValues => ({
  title: "",
  description: "",
  difficulty: "EASY",
  startLocal: "",
  endLocal: "",
  penaltyMinutes: String(DEFAULT_PENALTY_MINUTES),
  freezeMinutes: "0",
  problemIds: [],
  rated: true,
  pretests: false,
});

/** A datetime-local value is the admin's own wall-clock time; the API takes an instant, sent as ISO UTC. */
export function localToIso(local: string): string {
  if (!local) return "";
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

/** The reverse, for prefilling an input: an instant shown in the admin's own time zone, to the second (step=1). */
function localInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The edit form, prefilled from a contest as an admin sees it (problems included, in their order). */
export function contestToForm(c: ContestView): ContestFormValues {
  return {
    title: c.title,
    description: c.description,
    difficulty: c.difficulty,
    startLocal: localInputValue(Date.parse(c.startTime)),
    endLocal: localInputValue(Date.parse(c.endTime)),
    penaltyMinutes: String(c.penaltyMinutes),
    freezeMinutes: String(c.freezeMinutes),
    problemIds: [...c.problems].sort((a, b) => a.position - b.position).map((p) => p.problemId),
    rated: c.rated,
    pretests: c.pretests,
  };
}

const minutes = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** The request body. */
export function toContestBody(v: ContestFormValues): CreateContestInput {
  return {
    title: v.title,
    description: v.description,
    difficulty: v.difficulty,
    startTime: localToIso(v.startLocal),
    endTime: localToIso(v.endLocal),
    problemIds: v.problemIds,
    penaltyMinutes: minutes(v.penaltyMinutes),
    freezeMinutes: minutes(v.freezeMinutes),
    rated: v.rated,
    pretests: v.pretests,
  };
}

/** Checked with the API's own schema, so the form shows the server's messages (spec §5) before sending. */
export function checkContest(v: ContestFormValues): { ok: true } | { ok: false; errors: ContestFormErrors } {
  const result = createContestBodySchema.safeParse(toContestBody(v));
  if (result.success) return { ok: true };
  const errors: ContestFormErrors = {};
  for (const issue of result.error.issues) {
    const key = optionOf(CONTEST_FIELDS, String(issue.path[0]));
    if (key) errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
