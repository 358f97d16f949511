/**
 * The submitting side of `bench/contest.ts`. Each submitter sends five contest submissions: user i first sends
 * i mod 3 wrong programs on problem A_i = i mod 5, then reference solutions on the other problems, and the one on
 * A_i last — so boards differ (3–5 solved, 0–2 penalised tries) and every wrong try is received before its
 * problem's Accepted. Languages alternate JavaScript / Python. A user keeps at most two submissions in flight (the
 * API's MAX_IN_FLIGHT_PER_USER): two lanes per user, each submitting and then waiting for its verdict on the
 * user's socket (the HTTP answer is 202 once the judge wait passes). The same programs then run bare.
 */
import { LANGUAGE_IDS, type Language } from "@grindstone/shared";
import { MAX_IN_FLIGHT_PER_USER } from "@grindstone/shared/server";
import type { Socket } from "socket.io-client";
import { bareSubmission } from "./bare.ts";
import type { ContestProblem } from "./contest-data.ts";

const LANGUAGES: Language[] = ["JAVASCRIPT", "PYTHON"];
/** Reads all of the input, like a real answer, then prints a wrong one: a Wrong Answer after every test runs. */
const WRONG: Partial<Record<Language, string>> = {
  JAVASCRIPT: 'require("fs").readFileSync(0, "utf8");\nconsole.log("wrong");\n',
  PYTHON: 'import sys\nsys.stdin.read()\nprint("wrong")\n',
};

export type Item = { problem: number; language: Language; wrong: boolean };

/** Most verdicts one cell of the board can show in this plan: two wrong tries and the Accepted. */
export const MAX_LEVELS = 3;

export function planFor(user: number, problems: number, perUser: number): Item[] {
  const a = user % problems;
  const wrong = Math.min(user % 3, perUser - 1);
  const order = [
    ...Array.from({ length: wrong }, () => ({ problem: a, wrong: true })),
    ...Array.from({ length: perUser - wrong - 1 }, (_, k) => ({
      problem: (a + 1 + k) % problems,
      wrong: false,
    })),
    { problem: a, wrong: false },
  ];
  return order.map((o, k) => ({ ...o, language: LANGUAGES[(user + k) % LANGUAGES.length]! }));
}

export const sourceOf = (item: Item, problems: ContestProblem[]) =>
  item.wrong ? WRONG[item.language]! : problems[item.problem]!.refs[item.language];

export type Submitter = { url: string; cookie: string; socket: Socket; plan: Item[] };

const isFinal = (status: string) => status !== "Queued" && status !== "Running";

export type BurstResult = { drainMs: number; submitted: number; retries: number; http200: number };

/**
 * Every submitter at once; resolves when every submission has its verdict (as the clients saw it). Without a
 * `contestId` the submissions are practice ones (bench/scale.ts).
 */
export async function runBurst(
  contestId: string | undefined,
  problems: ContestProblem[],
  submitters: Submitter[],
): Promise<BurstResult> {
  const r = { submitted: 0, retries: 0, http200: 0 };
  const t0 = performance.now();
  await Promise.all(
    submitters.map(async (s) => {
      // Finals seen on the socket, kept whether or not anyone waits yet (a verdict may beat the HTTP answer).
      const finals = new Set<string>();
      const waiting = new Map<string, () => void>();
      s.socket.on("submissionUpdate", (u: { id: string; status: string }) => {
        if (!isFinal(u.status)) return;
        finals.add(u.id);
        waiting.get(u.id)?.();
      });
      const call = (path: string, init: RequestInit = {}) =>
        fetch(`${s.url}/api/v1${path}`, {
          ...init,
          headers: { "content-type": "application/json", cookie: s.cookie },
        });
      const waitFinal = async (id: string) => {
        // The socket normally answers; a read every 5 s makes sure the bench never hangs on a lost update.
        while (!finals.has(id)) {
          await Promise.race([new Promise<void>((resolve) => waiting.set(id, resolve)), Bun.sleep(5000)]);
          if (finals.has(id)) break;
          const now = (await (await call(`/submission/${id}`)).json()) as { submission: { status: string } };
          if (isFinal(now.submission.status)) finals.add(id);
        }
      };
      let next = 0;
      const lane = async () => {
        while (next < s.plan.length) {
          const item = s.plan[next++]!;
          const body = JSON.stringify({
            source_code: sourceOf(item, problems),
            language_id: LANGUAGE_IDS[item.language],
            stdin: [],
            expected_outputs: [],
            problemId: problems[item.problem]!.id,
            contestId,
          });
          for (;;) {
            const res = await call("/execute-code/submit", { method: "POST", body });
            if (res.status === 429 || res.status === 503) {
              r.retries++;
              await res.body?.cancel();
              await Bun.sleep(250);
              continue;
            }
            if (res.status !== 200 && res.status !== 202)
              throw new Error(`submit: ${res.status} ${await res.text()}`);
            const { submission } = (await res.json()) as { submission: { id: string; status: string } };
            r.submitted++;
            if (res.status === 200) r.http200++;
            if (!isFinal(submission.status)) await waitFinal(submission.id);
            break;
          }
        }
      };
      await Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_USER }, lane));
    }),
  );
  return { drainMs: performance.now() - t0, ...r };
}

/** The same programs on the same tests as bare processes, one submission after another (bench/lib/bare.ts). */
export async function runBare(problems: ContestProblem[], plans: Item[][]) {
  const t0 = performance.now();
  for (const plan of plans)
    for (const item of plan)
      await bareSubmission(item.language, sourceOf(item, problems), problems[item.problem]!.inputs);
  return performance.now() - t0;
}
