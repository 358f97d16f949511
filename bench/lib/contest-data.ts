/**
 * The data of `bench/contest.ts`: a LIVE contest created through the admin API, then its registered users inserted
 * straight into Postgres (users, contest_registrations, contest_standings — what registration writes) and put in
 * the Redis ranking as registration does, because 10,000 sign-ups and registrations over HTTP would take minutes
 * and measure nothing this benchmark is about.
 */

import { rankedStanding } from "@grindstone/db/queries/contest-board";
import type { Language } from "@grindstone/shared";
import { setStandings } from "@grindstone/shared/contest-ranking";
import Redis from "ioredis";
import postgres from "postgres";
import { benchPasswordHash } from "./realtime-stack.ts";
import type { Stack } from "./stack.ts";

export type ContestProblem = {
  id: string;
  slug: string;
  refs: Record<Language, string>;
  inputs: string[];
};
export type ContestData = {
  contestId: string;
  problems: ContestProblem[];
  /** Every registered user, in the order they were inserted (the first ones get sockets, then submit). */
  users: { id: string; email: string }[];
};

async function adminCookie(url: string) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@grindstone.dev", password: "admin12345" }),
  });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/**
 * A contest LIVE from now (its start a second ago) for an hour, on `slugs`, with `users` registered users; or, with
 * `round`, one that starts `startInMs` from now and lasts `durationMs`, with a freeze and pretests as given
 * (bench/contest-day.ts).
 */
export async function prepareContest(
  stack: Stack,
  slugs: string[],
  users: number,
  round?: { startInMs: number; durationMs: number; freezeMinutes: number; pretests: boolean },
): Promise<ContestData> {
  const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
  try {
    const rows = await sql`select id, slug, reference_solutions from problems where slug in ${sql(slugs)}`;
    if (rows.length !== slugs.length) throw new Error(`problems missing: want ${slugs.join(", ")}`);
    const problems: ContestProblem[] = [];
    for (const slug of slugs) {
      const row = rows.find((r) => r.slug === slug)!;
      const tests = await sql`select input from test_cases where problem_id = ${row.id} order by position`;
      problems.push({
        id: row.id as string,
        slug,
        refs: row.reference_solutions as Record<Language, string>,
        inputs: tests.map((t) => t.input as string),
      });
    }

    const now = Date.now();
    const res = await fetch(`${stack.url}/api/v1/contests/admin/add`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await adminCookie(stack.url) },
      body: JSON.stringify({
        title: "Benchmark Cup",
        description: "A contest for bench/contest.ts.",
        difficulty: "MEDIUM",
        startTime: new Date(round ? now + round.startInMs : now - 1000).toISOString(),
        endTime: new Date(round ? now + round.startInMs + round.durationMs : now + 3600_000).toISOString(),
        problemIds: problems.map((p) => p.id),
        ...(round ? { freezeMinutes: round.freezeMinutes, pretests: round.pretests } : {}),
      }),
    });
    if (res.status !== 201) throw new Error(`contest create: ${res.status} ${await res.text()}`);
    const { contest } = (await res.json()) as { contest: { id: string; status: string } };
    if (contest.status !== (round ? "UPCOMING" : "LIVE")) throw new Error(`contest is ${contest.status}`);

    const hash = await benchPasswordHash();
    const inserted = await sql`
      insert into users (name, email, password_hash)
      select 'Contestant ' || g, 'contestant' || g || '@bench.grindstone.dev', ${hash}
      from generate_series(1, ${users}) g order by g returning id, email`;
    const ids = inserted.map((r) => r.id as string);
    await sql`
      insert into contest_registrations (contest_id, user_id)
      select ${contest.id}, unnest(${sql.array(ids)}::uuid[])`;
    const standings = await sql`
      insert into contest_standings (contest_id, user_id)
      select ${contest.id}, unnest(${sql.array(ids)}::uuid[]) returning *`;
    // Registration puts each standing in the Redis ranking; the same call, for all of them.
    const redis = new Redis(stack.redisUrl);
    await setStandings(
      redis,
      stack.prefix,
      contest.id,
      standings.map((s) =>
        rankedStanding({
          contestId: s.contest_id,
          userId: s.user_id,
          solved: s.solved,
          penalty: s.penalty,
          lastAcceptedSeconds: s.last_accepted_seconds,
          frozenSolved: s.frozen_solved,
          frozenPenalty: s.frozen_penalty,
          frozenLastAcceptedSeconds: s.frozen_last_accepted_seconds,
          version: s.version,
          updatedAt: s.updated_at,
        }),
      ),
    );
    await redis.quit();
    // Autovacuum analyzes a table this changed within a minute; the benchmark should not measure plans made on
    // statistics from before 10,000 rows arrived.
    await sql`analyze users, contest_registrations, contest_standings`;
    return {
      contestId: contest.id,
      problems,
      users: inserted.map((r) => ({ id: r.id as string, email: r.email as string })),
    };
  } finally {
    await sql.end();
  }
}
