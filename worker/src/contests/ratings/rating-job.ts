import {
  type ContestToRate,
  contestsToRate,
  hasPendingVerdicts,
  lockRatings,
  markLaterPending,
  type RatedParticipant,
  type RatingChangeRow,
  ratedParticipants,
  saveRating,
  statesBefore,
  storedChanges,
} from "@grindstone/db/queries/contest-ratings";
import { contestRoom, MIN_RATED_PARTICIPANTS, standingScore } from "@grindstone/shared";
import { bumpContestVersion } from "@grindstone/shared/contest-ranking";
import { requestRating } from "@grindstone/shared/server";
import type { WorkerDeps } from "../../judge/deps.ts";
import {
  displayRating,
  ELO_MMR_DEFAULTS,
  type EloMmrParams,
  type PlayerState,
  rateContest,
} from "./elo-mmr.ts";

/**
 * The rating job (issue 26, docs/ratings.md "Storing and recomputing"): rates every ended contest still PENDING, one
 * transaction per contest, earliest in rating order first, under one advisory lock so two workers never interleave.
 * A contest is rated from its final standings and each participant's state after their latest earlier contest, so
 * running it again changes nothing (the contest is no longer PENDING, and re-rating the same input gives the same
 * rows), and recomputing is "mark PENDING": un-rating or a disqualification does that, and every later contest whose
 * participants' ratings moved follows (markLaterPending).
 */

/** A contest waiting for its final standings is looked at again this much later (the reconciliation also asks). */
const SETTLE_RETRY_MS = 10_000;

export type RateOutcome = {
  contestId: string;
  status: "RATED" | "UNRATED";
  changed: number;
  cascaded: number;
};

export async function rateDueContests(
  deps: WorkerDeps,
  params: EloMmrParams = ELO_MMR_DEFAULTS,
): Promise<{ rated: RateOutcome[]; waiting: string[] }> {
  const rated: RateOutcome[] = [];
  for (;;) {
    const step = await deps.db.transaction(async (tx) => {
      await lockRatings(tx);
      const now = deps.clock();
      const { next, waiting } = await pickNext(tx, now);
      return { waiting, outcome: next ? await rateOne(tx, next, params, now) : null };
    });
    if (!step.outcome) {
      if (step.waiting.length > 0) await requestRating(deps.contestQueue, step.waiting[0], SETTLE_RETRY_MS);
      return { rated, waiting: step.waiting };
    }
    const { outcome } = step;
    rated.push(outcome);
    // After the commit: cached scoreboard pages (keyed by the contest's version) pick up the deltas, and clients
    // refetch the ratings. A crash before it loses the push, not the ratings (pages expire on their own).
    await bumpContestVersion(deps.redis, deps.env.REDIS_PREFIX, outcome.contestId);
    if (outcome.changed > 0) {
      deps.emitter.to(contestRoom(outcome.contestId)).emit("contestRated", { contestId: outcome.contestId });
    }
    deps.log.info(outcome, `ratings: contest ${outcome.contestId} ${outcome.status.toLowerCase()}`);
  }
}

/**
 * The earliest pending contest that can be rated now. A contest whose final standings are not known yet (its end
 * transition not applied, tries before the end still being judged, or its system test not done) waits, and so does every later contest that
 * shares a participant with it: their order matters. Contests with other people go ahead.
 */
async function pickNext(tx: Tx, now: Date): Promise<{ next: ContestToRate | null; waiting: string[] }> {
  const blocked = new Set<string>();
  const waiting: string[] = [];
  for (const contest of await contestsToRate(tx, now)) {
    // A round with pretests is settled only once its system test gave every final verdict (issue 28).
    const systemTested = !contest.pretests || contest.systemTestStatus === "DONE";
    const settled = contest.phase === "ENDED" && systemTested && !(await hasPendingVerdicts(tx, contest.id));
    const users = await usersOf(tx, contest);
    if (settled && !users.some((u) => blocked.has(u))) return { next: contest, waiting };
    for (const u of users) blocked.add(u);
    waiting.push(contest.id);
  }
  return { next: null, waiting };
}

/** Whose ratings the contest touches: its participants now and whoever it rated before. */
async function usersOf(tx: Tx, contest: ContestToRate) {
  const [now, before] = await Promise.all([ratedParticipants(tx, contest.id), storedChanges(tx, contest.id)]);
  return [...new Set([...now.map((p) => p.userId), ...before.map((p) => p.userId)])];
}

type Tx = Parameters<Parameters<WorkerDeps["db"]["transaction"]>[0]>[0];

async function rateOne(
  tx: Tx,
  contest: ContestToRate,
  params: EloMmrParams,
  now: Date,
): Promise<RateOutcome> {
  const participants = contest.rated ? await ratedParticipants(tx, contest.id) : [];
  const rows =
    participants.length >= MIN_RATED_PARTICIPANTS ? await changesOf(tx, contest, participants, params) : [];
  const previous = await storedChanges(tx, contest.id);
  const moved = movedUsers(previous, rows);
  await saveRating(tx, contest.id, rows.length > 0 ? "RATED" : "UNRATED", rows, now);
  const cascaded = await markLaterPending(tx, contest, moved);
  return {
    contestId: contest.id,
    status: rows.length > 0 ? "RATED" : "UNRATED",
    changed: moved.length,
    cascaded,
  };
}

async function changesOf(
  tx: Tx,
  contest: ContestToRate,
  participants: RatedParticipant[],
  params: EloMmrParams,
): Promise<RatingChangeRow[]> {
  const ranks = ranksOf(participants);
  const states = await statesBefore(
    tx,
    contest,
    participants.map((p) => p.userId),
  );
  const results = rateContest(
    participants.map((p) => ({
      id: p.userId,
      rank: ranks.get(p.userId) as number,
      history: (states.get(p.userId) as PlayerState | undefined) ?? null,
    })),
    params,
  );
  return results.map((r) => ({
    contestId: contest.id,
    userId: r.id,
    rank: ranks.get(r.id) as number,
    oldRating: displayRating(r.before, params),
    newRating: r.displayRating,
    performance: r.performance,
    stateAfter: r.after,
  }));
}

/** 1 + how many did strictly better, by the board's own order (solved, penalty, last accepted): ties share a rank. */
export function ranksOf(participants: RatedParticipant[]): Map<string, number> {
  const scored = participants
    .map((p) => ({ userId: p.userId, score: standingScore(p) }))
    .sort((a, b) => b.score - a.score);
  const ranks = new Map<string, number>();
  scored.forEach((s, i) => {
    const prev = scored[i - 1];
    ranks.set(s.userId, prev && prev.score === s.score ? (ranks.get(prev.userId) as number) : i + 1);
  });
  return ranks;
}

/** Users whose stored state after this contest differs from the new one (added, removed or changed). */
function movedUsers(previous: { userId: string; stateAfter: unknown }[], next: RatingChangeRow[]) {
  const before = new Map(previous.map((p) => [p.userId, canonical(p.stateAfter)]));
  const moved = new Set<string>();
  for (const row of next) {
    if (before.get(row.userId) !== canonical(row.stateAfter)) moved.add(row.userId);
    before.delete(row.userId);
  }
  for (const userId of before.keys()) moved.add(userId);
  return [...moved];
}

/** JSON with sorted keys: jsonb hands objects back with its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
