import type postgres from "postgres";
import { budgetFor } from "./budget.ts";
import { type Check, check, sample } from "./check.ts";
import type { SimUser } from "./load.ts";
import type { Recorder } from "./recorder.ts";
import { isFinal } from "./socket-probe.ts";

export type StoredRow = { id: string; userId: string; status: string; judgedAt: Date | null };

export async function storedRows(sql: postgres.Sql, users: SimUser[]): Promise<StoredRow[]> {
  const rows = await sql`
    select id, user_id, status, judged_at from submissions where user_id in ${sql(users.map((u) => u.http.userId))}`;
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    status: r.status,
    judgedAt: r.judged_at ? new Date(r.judged_at) : null,
  }));
}

/** Every final status anyone saw for each id: click answers, polls and every socket update received. */
function observedVerdicts(users: SimUser[]) {
  const seen = new Map<string, Set<string>>();
  const add = (id: string, status: string) => {
    const s = seen.get(id) ?? new Set<string>();
    s.add(status);
    seen.set(id, s);
  };
  for (const u of users) {
    for (const c of u.clicks) for (const id of c.ids) for (const v of c.verdicts) add(id, v);
    for (const [id, updates] of u.socket.updates)
      for (const x of updates) if (isFinal(x.status)) add(id, x.status);
  }
  return seen;
}

/** Every stored submission ended with one final verdict, the same one everywhere it was seen; every Run too. */
export function checkVerdicts(rows: StoredRow[], users: SimUser[]): Check {
  const seen = observedVerdicts(users);
  const pending = rows.filter((r) => !isFinal(r.status)).map((r) => `${r.id} (${r.status})`);
  const twice = [...seen].filter(([, s]) => s.size > 1).map(([id, s]) => `${id} (${[...s].join(" then ")})`);
  const disagree = rows
    .filter((r) => isFinal(r.status) && seen.has(r.id) && !seen.get(r.id)!.has(r.status))
    .map((r) => `${r.id} (db ${r.status}, seen ${[...seen.get(r.id)!].join("/")})`);
  const runs = users.flatMap((u) => u.clicks.filter((c) => c.kind === "run" && c.ids.size > 0));
  const runsWithout = runs.filter((c) => ![...c.ids].some((id) => seen.has(id))).map((c) => [...c.ids][0]!);
  const ok = pending.length + twice.length + disagree.length + runsWithout.length === 0;
  return check(
    "every stored submission has exactly one terminal verdict",
    ok,
    `${rows.length} stored, ${pending.length} never final [${sample(pending)}], ${twice.length} with two verdicts ` +
      `[${sample(twice)}], ${disagree.length} seen ≠ stored [${sample(disagree)}]; runs: ${runs.length} accepted, ` +
      `${runsWithout.length} without a verdict [${sample(runsWithout)}]`,
  );
}

/** No click produced two submissions: each click got one id, and every stored row is some click's id. */
export function checkClicks(rows: StoredRow[], users: SimUser[]): Check {
  const clicks = users.flatMap((u) => u.clicks);
  const known = new Set(clicks.flatMap((c) => [...c.ids]));
  const doubled = clicks.filter((c) => c.ids.size > 1).map((c) => `${c.key}→${[...c.ids].join("+")}`);
  const orphans = rows.filter((r) => !known.has(r.id)).map((r) => r.id);
  const perUser = users
    .map((u) => ({ u, stored: rows.filter((r) => r.userId === u.http.userId).length }))
    .filter(({ u, stored }) => stored > u.clicks.filter((c) => c.kind === "submit").length)
    .map(({ u, stored }) => `${u.http.name}: ${stored} rows`);
  const abandoned = clicks.filter((c) => c.outcome === "abandoned").length;
  const retried = clicks.filter((c) => c.attempts > 1).length;
  return check(
    "no user has two submissions for one click",
    doubled.length + orphans.length + perUser.length === 0,
    `${clicks.length} clicks (${retried} retried with their key, ${abandoned} abandoned after retries): ` +
      `${doubled.length} answered with two ids [${sample(doubled)}], ${orphans.length} stored rows no click ` +
      `was answered with [${sample(orphans)}], ${perUser.length} users with more rows than clicks [${sample(perUser)}]`,
  );
}

/** No 500, and nothing slower than its timeout (2 s for anything asked while a dependency was down). */
export function checkAnswers(rec: Recorder): {
  check: Check;
  statuses: Record<string, number>;
  maxOutageMs: number;
} {
  const statuses: Record<string, number> = {};
  for (const a of rec.answers) statuses[String(a.status)] = (statuses[String(a.status)] ?? 0) + 1;
  const errors = rec.answers.filter((a) => a.status === 500);
  const slow = rec.answers.filter((a) => a.status === "timeout" || a.ms > budgetFor(a, rec));
  const inOutage = rec.answers.filter((a) => rec.during(a.startedAt));
  const maxOutageMs = Math.max(0, ...inOutage.map((a) => a.ms));
  const describe = (a: (typeof rec.answers)[number]) =>
    `${a.method} ${a.path} ${a.status} ${a.ms} ms (budget ${budgetFor(a, rec)} ms)`;
  return {
    statuses,
    maxOutageMs,
    check: check(
      "no answer was a 500 or took longer than its timeout",
      errors.length + slow.length === 0,
      `${rec.answers.length} answers; ${errors.length} × 500 [${sample(errors.map(describe))}]; ` +
        `${slow.length} over budget [${sample(slow.map(describe))}]; slowest during the outage ${maxOutageMs} ms`,
    ),
  };
}
