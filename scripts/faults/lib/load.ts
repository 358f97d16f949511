import { LANGUAGE_IDS } from "@grindstone/shared";
import type postgres from "postgres";
import { awaitVerdict, type Click, type ClickBody, click } from "./clicks.ts";
import { type HttpUser, signUp } from "./http-user.ts";
import type { Recorder } from "./recorder.ts";
import { isFinal, openSocket, type SocketProbe } from "./socket-probe.ts";
import { waitUntil } from "./time.ts";

export type SimUser = { http: HttpUser; socket: SocketProbe; clicks: Click[]; next: NextVerdict | null };
export type NextVerdict = { id: string | null; socketMs: number | null; outcome: Click["outcome"] };

/** Two quick problems (few, small tests) so a burst of 100 judges in well under a minute on two cores. */
const SLUGS = ["fizz-buzz", "single-number"];
/**
 * Python: its tests fork from a warm interpreter (the box's zygote), so a submission judges in a fraction of the time
 * a runtime started afresh per test takes (JavaScript: ~1.1 s a submission here, ~130 ms a test). The suite is about
 * faults, not a language, and a faster judge lets each scenario end sooner with the same burst.
 */
const LANGUAGE = "PYTHON" as const;
const WRONG = "print(0)\n";
/** A user keeps at most this many clicks unfinished, the API's per-user in-flight cap (MAX_IN_FLIGHT_PER_USER). */
const PER_USER_IN_FLIGHT = 2;
const SIGNUP_BATCH = 4;

export type Workload = { problems: { id: string; solution: string; sample: string }[] };

export async function loadWorkload(sql: postgres.Sql): Promise<Workload> {
  const rows = await sql`
    select p.id, p.slug, p.reference_solutions,
           (select input from test_cases t where t.problem_id = p.id order by position limit 1) as sample
    from problems p where p.slug in ${sql(SLUGS)} order by p.slug`;
  if (rows.length !== SLUGS.length) throw new Error(`seeded problems ${SLUGS.join(", ")} not found`);
  return {
    problems: rows.map((r) => ({
      id: r.id as string,
      solution: (r.reference_solutions as Record<string, string>)[LANGUAGE]!,
      sample: r.sample as string,
    })),
  };
}

export const body = (
  problem: Workload["problems"][number],
  source: string,
  stdin: string[] = [],
): ClickBody => ({
  source_code: source,
  language_id: LANGUAGE_IDS[LANGUAGE],
  stdin,
  expected_outputs: [],
  problemId: problem.id,
});

/** Signs `n` users up, half preferring each API instance, each with a connected socket on its instance. */
export async function makeUsers(
  rec: Recorder,
  apiUrls: string[],
  n: number,
  tag: string,
): Promise<SimUser[]> {
  const users: SimUser[] = [];
  // A few at a time: password hashing is deliberately slow, and set-up should not look like an outage.
  for (let i = 0; i < n; i += SIGNUP_BATCH) {
    const batch = Array.from({ length: Math.min(SIGNUP_BATCH, n - i) }, async (_, j) => {
      const k = (i + j) % apiUrls.length;
      const order = [apiUrls[k]!, ...apiUrls.filter((_, x) => x !== k)];
      const http = await signUp(rec, order, `${tag}${i + j}`);
      return { http, socket: openSocket(order[0]!, http), clicks: [], next: null } satisfies SimUser;
    });
    users.push(...(await Promise.all(batch)));
  }
  const ok = await waitUntil(() => users.every((u) => u.socket.connected()), Date.now() + 30_000);
  if (!ok) throw new Error("not every socket connected before the scenario started");
  return users;
}

/**
 * The burst: every user makes one Run then submits until `total` submissions are made across users (correct
 * answers to two problems, every fourth one wrong), at most two unfinished at a time, waiting for each verdict.
 * A user refused with 401/403 (blocked) stops, as a signed-out page would.
 */
export async function burst(users: SimUser[], work: Workload, total: number, until: () => number) {
  const perUser = Math.ceil(total / users.length);
  await Promise.all(
    users.map(async (u, i) => {
      const first = work.problems[i % work.problems.length]!;
      const plan: [Click["kind"], ClickBody][] = [["run", body(first, first.solution, [first.sample])]];
      for (let k = 0; k < perUser; k++) {
        const p = work.problems[(i + k) % work.problems.length]!;
        plan.push(["submit", body(p, k % 4 === 3 ? WRONG : p.solution)]);
      }
      const inFlight = new Set<Promise<void>>();
      let signedOut = false;
      for (const [kind, b] of plan) {
        while (inFlight.size >= PER_USER_IN_FLIGHT) await Promise.race(inFlight);
        if (signedOut) break;
        const task: Promise<void> = (async () => {
          const c = await click(u.http, kind, b);
          u.clicks.push(c);
          if (c.outcome === 401 || c.outcome === 403) signedOut = true;
          else await awaitVerdict(u.http, u.socket, c, until);
        })().finally(() => inFlight.delete(task));
        inFlight.add(task);
        // Clicks are a human's, not a loop's: a short pause keeps both in-flight slots from racing the admission.
        await Bun.sleep(50);
      }
      await Promise.all(inFlight);
    }),
  );
}

/** After recovery: one more submission per user; its verdict must reach the user's socket within `withinMs`. */
export async function nextVerdict(u: SimUser, work: Workload, withinMs: number): Promise<NextVerdict> {
  const p = work.problems[0]!;
  const c = await click(u.http, "submit", body(p, p.solution));
  u.clicks.push(c);
  const id = [...c.ids][0] ?? null;
  if (!id) return { id, socketMs: null, outcome: c.outcome };
  const got = await waitUntil(
    () => (u.socket.updates.get(id) ?? []).some((x) => isFinal(x.status)),
    c.startedAt + withinMs,
  );
  return { id, socketMs: got === null ? null : got - c.startedAt, outcome: c.outcome };
}
