/**
 * `bun run bench:judge` — judging latency and burst throughput against bare execution, side by side in one run.
 *
 * 1. Idle: for each language, sequential submit → verdict over HTTP on a 10-test problem (p50/p95), and the same
 *    tests as bare processes (one per core at a time, Java compiled once): the ratio judge/bare.
 * 2. Burst: BENCH_USERS users submit BENCH_BURST submissions (each user keeps at most 2 in flight, like the API
 *    allows), waiting on their sockets; drain time against the bare time of the same work; lost submissions.
 * Figures go to stdout as Markdown; copy them into docs/benchmarks.md.
 */
import { LANGUAGE_IDS, LANGUAGES, type Language } from "@grindstone/shared";
import postgres from "postgres";
import { io } from "socket.io-client";
import { DESCRIPTORS } from "../worker/src/runners/languages/index.ts";
import { judgeBenchEnv } from "./env.ts";
import { bareSubmission } from "./lib/bare.ts";
import { percentile, signedInClient, startStack } from "./lib/stack.ts";

const knobs = judgeBenchEnv();
const idle = knobs.BENCH_IDLE_RUNS;
// A compiled language's rounds cost a cold compile on the bare side: fewer of them.
const idleRuns = (language: Language) => (DESCRIPTORS[language].compile ? Math.ceil((idle * 2) / 3) : idle);
const BURST = knobs.BENCH_BURST;
const USERS = knobs.BENCH_USERS;
// The burst mixes the two interpreted languages; see docs/benchmarks.md for why Java is measured at idle only.
const BURST_LANGUAGES: Language[] = ["JAVASCRIPT", "PYTHON"];
const SLUG = "maximum-subarray";

const stack = await startStack("judge");
const out: string[] = [];
const log = (line: string) => {
  console.log(line);
  out.push(line);
};
try {
  const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
  const [problem] = await sql`select id, reference_solutions from problems where slug = ${SLUG}`;
  const tests = await sql`select input from test_cases where problem_id = ${problem!.id} order by position`;
  const inputs = tests.map((t) => t.input as string);
  const refs = problem!.reference_solutions as Partial<Record<Language, string>>;
  log(
    `Problem: ${SLUG} (${inputs.length} tests). Worker slots: ${knobs.WORKER_CONCURRENCY ?? "one per core"}.`,
  );

  // ---- 1. idle latency, judge vs bare, interleaved so both see the same machine state
  log("\n| Language | judge p50 | judge p95 | bare p50 | bare p95 | p50 ratio |\n|---|---|---|---|---|---|");
  const client = await signedInClient(stack.url, "idle");
  for (const language of LANGUAGES.filter((l) => refs[l])) {
    const judge: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < idleRuns(language) + 1; i++) {
      const t0 = performance.now();
      const res = await client.call("/execute-code/submit", {
        method: "POST",
        body: JSON.stringify({
          source_code: refs[language],
          language_id: LANGUAGE_IDS[language],
          stdin: [],
          expected_outputs: [],
          problemId: problem!.id,
        }),
      });
      const body = (await res.json()) as { submission: { status: string } };
      const judged = performance.now() - t0;
      if (body.submission.status !== "Accepted") throw new Error(`${language}: ${body.submission.status}`);
      const bared = await bareSubmission(language, refs[language]!, inputs);
      if (i > 0) {
        // The first round warms caches (and the warm compiler) on both sides; it is not counted.
        judge.push(judged);
        bare.push(bared);
      }
    }
    const f = (ms: number) => `${ms.toFixed(0)} ms`;
    log(
      `| ${language} | ${f(percentile(judge, 50))} | ${f(percentile(judge, 95))} | ${f(percentile(bare, 50))} | ${f(percentile(bare, 95))} | ${(percentile(judge, 50) / percentile(bare, 50)).toFixed(2)}× |`,
    );
  }

  // ---- 2. burst
  const users = await Promise.all(
    Array.from({ length: USERS }, (_, i) => signedInClient(stack.url, `burst${i}`)),
  );
  const perUser = Math.ceil(BURST / USERS);
  const plan = users.map((u, i) => ({
    u,
    languages: Array.from({ length: perUser }, (_, k) => BURST_LANGUAGES[(i + k) % BURST_LANGUAGES.length]!),
  }));
  const total = plan.reduce((n, p) => n + p.languages.length, 0);
  let accepted = 0;
  let refusedRetries = 0;
  const t0 = performance.now();
  await Promise.all(
    plan.map(async ({ u, languages }) => {
      const socket = io(stack.url, {
        path: "/socket.io/",
        transports: ["websocket"],
        extraHeaders: { cookie: u.cookie },
      });
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      const pending = new Map<string, () => void>();
      socket.on("submissionUpdate", (update: { id: string; status: string }) => {
        if (update.status !== "Queued" && update.status !== "Running") pending.get(update.id)?.();
      });
      const inFlight = new Set<Promise<void>>();
      for (const language of languages) {
        while (inFlight.size >= 2) await Promise.race(inFlight);
        for (;;) {
          const res = await u.call("/execute-code/submit", {
            method: "POST",
            body: JSON.stringify({
              source_code: refs[language],
              language_id: LANGUAGE_IDS[language],
              stdin: [],
              expected_outputs: [],
              problemId: problem!.id,
            }),
          });
          if (res.status === 429 || res.status === 503) {
            refusedRetries++;
            await Bun.sleep(250);
            continue;
          }
          const { submission } = (await res.json()) as { submission: { id: string; status: string } };
          accepted++;
          if (submission.status !== "Queued" && submission.status !== "Running") break;
          const done = new Promise<void>((resolve) => pending.set(submission.id, resolve));
          const tracked = done.then(() => void inFlight.delete(tracked));
          inFlight.add(tracked);
          // A verdict may have been published before we started listening for this id: check once.
          const now = (await (await u.call(`/submission/${submission.id}`)).json()) as {
            submission: { status: string };
          };
          if (now.submission.status !== "Queued" && now.submission.status !== "Running")
            pending.get(submission.id)?.();
          break;
        }
      }
      await Promise.all(inFlight);
      socket.disconnect();
    }),
  );
  const drainMs = performance.now() - t0;
  const [counts] = await sql`
    select count(*)::int as all,
           count(*) filter (where status = 'Accepted')::int as accepted,
           count(*) filter (where status in ('Queued', 'Running'))::int as pending,
           count(*) filter (where status not in ('Accepted', 'Queued', 'Running'))::int as other
    from submissions where user_id in ${sql(users.map((u) => u.userId))}`;
  const [dupes] = await sql`
    select count(*)::int as n from (
      select submission_id from submission_test_results r join submissions s on s.id = r.submission_id
      where s.user_id in ${sql(users.map((u) => u.userId))} group by submission_id having count(*) <> ${inputs.length}) x`;

  // The same work bare: every submission's tests, one process per core at a time, back to back.
  const b0 = performance.now();
  for (const { languages } of plan)
    for (const language of languages) await bareSubmission(language, refs[language]!, inputs);
  const bareMs = performance.now() - b0;
  log(
    `\nBurst: ${total} submissions from ${USERS} users (${BURST_LANGUAGES.join(" + ")}), worker slots as above.`,
  );
  log(
    "| drain | bare | ratio | stored | Accepted | other verdicts | still pending (lost) | malformed result sets | 429/503 retries |\n|---|---|---|---|---|---|---|---|---|",
  );
  log(
    `| ${(drainMs / 1000).toFixed(1)} s | ${(bareMs / 1000).toFixed(1)} s | ${(drainMs / bareMs).toFixed(2)}× | ${counts!.all} | ${counts!.accepted} | ${counts!.other} | ${counts!.pending + (total - counts!.all)} | ${dupes!.n} | ${refusedRetries} |`,
  );
  if (accepted !== total) log(`(client saw ${accepted} accepted submits of ${total})`);
  await sql.end();
} finally {
  await stack.stop();
}
await Bun.write(new URL("../.tmp/bench-judge.md", import.meta.url), `${out.join("\n")}\n`);
process.exit(0);
