import type { Db } from "@grindstone/db";
import { dayStandings } from "@grindstone/db/queries/leaderboard";
import { LEADERBOARD_LIMIT } from "@grindstone/shared";
import { leaderboardScore, utcDay } from "@grindstone/shared/server";
import type postgres from "postgres";
import { type Check, check, sample } from "./check.ts";
import { send } from "./http-user.ts";
import type { SimUser } from "./load.ts";
import { Recorder } from "./recorder.ts";

type Entry = { userId: string; solvedCount: number };

/** Today's board recomputed from Postgres with the app's own query, ordered as the sorted set orders it. */
async function expectedBoard(db: Db): Promise<Entry[]> {
  const standings = await dayStandings(db, utcDay(new Date()));
  return standings
    .map((s) => ({ userId: s.userId, solvedCount: s.solved, score: leaderboardScore(s.solved, s.lastAt!) }))
    .sort((a, b) => b.score - a.score || (a.userId < b.userId ? 1 : -1))
    .slice(0, LEADERBOARD_LIMIT)
    .map(({ userId, solvedCount }) => ({ userId, solvedCount }));
}

/** GET /leaderboard/today on every instance equals the recomputation (same users, counts and order). */
export async function checkLeaderboard(db: Db, apiUrls: string[], adminCookie: string): Promise<Check> {
  // Each instance may serve a board up to 1 s old (leaderboard.service.ts FRESH_MS).
  await Bun.sleep(1100);
  const expected = await expectedBoard(db);
  const problems: string[] = [];
  for (const url of apiUrls) {
    const reply = await send(new Recorder(), [url], adminCookie, "/leaderboard/today");
    if (reply.status !== 200) {
      problems.push(`${url}: ${reply.status}`);
      continue;
    }
    const got = (reply.body as { leaderboard: Entry[] }).leaderboard.map((e) => ({
      userId: e.userId,
      solvedCount: e.solvedCount,
    }));
    const diffs = expected
      .map((e, i) => ({ e, g: got[i] }))
      .filter(({ e, g }) => !g || g.userId !== e.userId || g.solvedCount !== e.solvedCount)
      .map(
        ({ e, g }) =>
          `#${expected.indexOf(e) + 1} want ${e.userId.slice(0, 8)}=${e.solvedCount} got ${g ? `${g.userId.slice(0, 8)}=${g.solvedCount}` : "none"}`,
      );
    if (got.length !== expected.length) diffs.push(`${got.length} entries, want ${expected.length}`);
    if (diffs.length > 0) problems.push(`${url}: ${diffs.length} differences [${sample(diffs)}]`);
  }
  return check(
    "the daily leaderboard equals a recomputation from Postgres",
    problems.length === 0,
    problems.length === 0
      ? `${expected.length} entries match on ${apiUrls.length} instances`
      : problems.join("; "),
  );
}

/**
 * Each user's solved count as the API shows it (problem list flags and the solved list, on every instance) equals
 * both solved_problems and a recomputation from the Accepted submissions themselves.
 */
export async function checkSolved(sql: postgres.Sql, users: SimUser[], apiUrls: string[]): Promise<Check> {
  const ids = users.map((u) => u.http.userId);
  const fromRows = await sql`
    select u.id,
      (select count(*)::int from solved_problems s where s.user_id = u.id) as solved,
      (select count(distinct problem_id)::int from submissions s where s.user_id = u.id and s.status = 'Accepted') as accepted
    from users u where u.id in ${sql(ids)}`;
  const truth = new Map(
    fromRows.map((r) => [r.id as string, { solved: r.solved as number, accepted: r.accepted as number }]),
  );
  const problems: string[] = [];
  for (const u of users) {
    const t = truth.get(u.http.userId)!;
    if (t.solved !== t.accepted)
      problems.push(`${u.http.name}: solved_problems ${t.solved} ≠ accepted ${t.accepted}`);
    for (const url of apiUrls) {
      const [list, solved] = await Promise.all([
        send(new Recorder(), [url], u.http.cookie, "/problems/get-all-problems"),
        send(new Recorder(), [url], u.http.cookie, "/problems/get-solved-problems"),
      ]);
      if (list.status === 401 || list.status === 403) continue; // a blocked user's session is gone, as it should be
      const flags = (list.body as { problems?: { isSolved: boolean }[] } | null)?.problems?.filter(
        (p) => p.isSolved,
      ).length;
      const count = (solved.body as { problems?: unknown[] } | null)?.problems?.length;
      if (flags !== t.accepted || count !== t.accepted) {
        problems.push(
          `${u.http.name}@${url.slice(-5)}: list ${flags ?? list.status}, solved ${count ?? solved.status}, want ${t.accepted}`,
        );
      }
    }
  }
  return check(
    "solved counts equal a recomputation from Postgres",
    problems.length === 0,
    problems.length === 0
      ? `${users.length} users × ${apiUrls.length} instances match`
      : `${problems.length} mismatches [${sample(problems)}]`,
  );
}

/** Every socket (but a blocked user's) is connected again and got its user's next verdict. */
export function checkSockets(users: SimUser[], blocked: Set<string>): Check {
  const live = users.filter((u) => !blocked.has(u.http.userId));
  const down = live
    .filter((u) => !u.socket.connected())
    .map((u) => `${u.http.name}${u.socket.gaveUp() ? ` (${u.socket.gaveUp()})` : ""}`);
  const missed = live
    .filter((u) => u.next?.socketMs == null)
    .map((u) => `${u.http.name} (${u.next?.id ? "no update" : `submit ${u.next?.outcome}`})`);
  return check(
    "every socket reconnected and received the next verdict",
    down.length + missed.length === 0,
    `${live.length} sockets: ${down.length} not connected [${sample(down)}], ${missed.length} missed the next verdict [${sample(missed)}]`,
  );
}
