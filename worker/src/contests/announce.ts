import { claimAnnouncement, getContestPhase, phaseRank } from "@grindstone/db/queries/contest-phase";
import { contestAdminRoom, contestRoom } from "@grindstone/shared";
import { problemsVersionKey } from "@grindstone/shared/server";
import type { WorkerDeps } from "../judge/deps.ts";

/**
 * Tells every connected socket about the phases the scheduler applied but nobody announced yet: `contestStarted`
 * when crossing LIVE, `contestEnded` when crossing ENDED (both, in that order, when a late job jumped), and an empty
 * frozen delta to the contest room when the board froze.
 *
 * Claim, then emit: `announced_phase` moves from its old value to `phase` by a compare-and-set, and only the one
 * caller whose claim succeeded emits, so duplicate deliveries and two workers emit each event exactly once. A crash
 * between the claim and the emit loses that one event (at most once, never twice): clients also flip the status on
 * their server-synced countdown, and the next fetch shows the right status. Emitting before claiming would trade
 * that for duplicates on every race, which is worse for a "contest started" toast.
 */
export async function announce(deps: WorkerDeps, contestId: string) {
  // A few rounds: a claim fails when another worker claimed first (the next read shows nothing left) or when the
  // phase moved on meanwhile (the next read claims the rest).
  for (let round = 0; round < 4; round++) {
    const row = await getContestPhase(deps.db, contestId);
    if (!row || row.announcedPhase === row.phase) return;
    const from = phaseRank(row.announcedPhase);
    const to = phaseRank(row.phase);
    if (to < from) return; // never announce backwards (phases only move forward)
    const crossesEnd = from < phaseRank("ENDED") && to >= phaseRank("ENDED");
    // Before the claim, so a crash after it cannot lose the bump: every API instance rebuilds its problem list
    // (the contest's hidden problems became public in the ENDED transaction). A repeat only costs a rebuild.
    if (crossesEnd) await deps.redis.incr(problemsVersionKey(deps.env.REDIS_PREFIX));
    if (!(await claimAnnouncement(deps.db, contestId, row.announcedPhase, row.phase))) continue;
    emitCrossings(deps, contestId, from, to);
    return;
  }
}

function emitCrossings(deps: WorkerDeps, contestId: string, from: number, to: number) {
  const crossed = (phase: "LIVE" | "FROZEN" | "ENDED") => from < phaseRank(phase) && to >= phaseRank(phase);
  if (crossed("LIVE")) deps.emitter.emit("contestStarted", { contestId });
  // Only when the board is frozen now (a jump straight to ENDED has nothing frozen to show). Admins keep the live
  // board, so the admin room is left out.
  if (to === phaseRank("FROZEN") && crossed("FROZEN")) {
    deps.emitter
      .to(contestRoom(contestId))
      .except(contestAdminRoom(contestId))
      .emit("scoreboardUpdate", { contestId, frozen: true, rows: [] });
  }
  if (crossed("ENDED")) deps.emitter.emit("contestEnded", { contestId });
}
