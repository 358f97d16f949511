/**
 * The judging half of bench/scale.ts: submitters (inserted straight into Postgres, signed in and holding a socket
 * through the balancer, as browser tabs would), and one burst of practice submissions of one fast accepted
 * program, sent and followed the way bench/contest.ts does (bench/lib/contest-burst.ts: two lanes per user, each
 * waiting for its verdict on the user's socket), then counted in Postgres.
 */
import type { Language } from "@grindstone/shared";
import postgres from "postgres";
import { io, type Socket } from "socket.io-client";
import { type Item, runBurst } from "./contest-burst.ts";
import type { ContestProblem } from "./contest-data.ts";
import { benchPasswordHash, signIn } from "./realtime-stack.ts";

export type Submitters = { ids: string[]; cookies: string[]; sockets: Socket[] };

export async function loadProblem(databaseUrl: string, slug: string): Promise<ContestProblem> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select id, reference_solutions from problems where slug = ${slug}`;
    if (!row) throw new Error(`problem ${slug} is not seeded`);
    const tests = await sql`select input from test_cases where problem_id = ${row.id} order by position`;
    return {
      id: row.id as string,
      slug,
      refs: row.reference_solutions as Record<Language, string>,
      inputs: tests.map((t) => t.input as string),
    };
  } finally {
    await sql.end();
  }
}

/** `n` users signed in through `url`, each with a websocket open through it (the SPA's only transport). */
export async function prepareSubmitters(url: string, databaseUrl: string, n: number): Promise<Submitters> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const rows = await sql`
    insert into users (name, email, password_hash)
    select 'Submitter ' || g, 'submitter' || g || '@bench.grindstone.dev', ${await benchPasswordHash()}
    from generate_series(1, ${n}) g order by g returning id, email`;
  await sql.end();
  const cookies = await signIn(
    url,
    rows.map((r) => r.email as string),
  );
  const sockets = await Promise.all(
    cookies.map(async (cookie) => {
      const socket = io(url, { path: "/socket.io/", transports: ["websocket"], extraHeaders: { cookie } });
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      return socket;
    }),
  );
  return { ids: rows.map((r) => r.id as string), cookies, sockets };
}

export type BurstRound = {
  drainMs: number;
  submitted: number;
  accepted: number;
  /** Submissions stored in Postgres but not Accepted: still pending or any other verdict. */
  other: number;
  retries: number;
};

/** `perUser` submissions of `language`'s reference solution from every submitter at once, through `url`. */
export async function burstRound(
  url: string,
  databaseUrl: string,
  problem: ContestProblem,
  language: Language,
  who: Submitters,
  perUser: number,
): Promise<BurstRound> {
  const plan: Item[] = Array.from({ length: perUser }, () => ({ problem: 0, language, wrong: false }));
  const since = new Date();
  const burst = await runBurst(
    undefined,
    [problem],
    who.sockets.map((socket, i) => ({ url, cookie: who.cookies[i]!, socket, plan })),
  );
  // runBurst adds a listener per round; the next round brings its own.
  for (const s of who.sockets) s.off("submissionUpdate");
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [counts] = await sql`
    select count(*) filter (where status = 'Accepted')::int as accepted,
           count(*) filter (where status <> 'Accepted')::int as other
    from submissions where user_id in ${sql(who.ids)} and created_at >= ${since}`;
  await sql.end();
  return {
    drainMs: burst.drainMs,
    submitted: burst.submitted,
    accepted: counts!.accepted,
    other: counts!.other,
    retries: burst.retries,
  };
}
