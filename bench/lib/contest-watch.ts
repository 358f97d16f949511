/**
 * The watching side of `bench/contest.ts`: signed-in sockets (socket i on server i mod 2) that `joinContest` and
 * record, for every submitter × problem, when a `scoreboardUpdate` first showed each level of that cell. A cell's
 * level is how many of its tries have a verdict on the board: rejected tries plus one once solved. Every try of the
 * benchmark on a problem is received before its Accepted, and none after, so the k-th verdict of a user on a
 * problem (in judgedAt order) is on a socket's board once that socket has seen the cell at level ≥ k.
 */
import type { ScoreboardDelta } from "@grindstone/shared";
import { io, type Socket } from "socket.io-client";

export type Watchers = {
  sockets: Socket[];
  /** Arrival time (epoch ms) of level k of (socket, submitter, problem); NaN until seen. */
  arrival: Float64Array;
  /** The last solved count and penalty each socket saw per submitter (-1: none), to compare with the database. */
  lastSolved: Int32Array;
  lastPenalty: Int32Array;
  deltas: number;
  rows: number;
  levels: number;
  submitters: number;
  problems: number;
};

export async function openWatchers(opts: {
  urls: string[];
  cookies: string[];
  contestId: string;
  submitterIds: string[];
  problemIds: string[];
  levels: number;
}): Promise<Watchers> {
  const S = opts.cookies.length;
  const U = opts.submitterIds.length;
  const P = opts.problemIds.length;
  const L = opts.levels;
  const userIndex = new Map(opts.submitterIds.map((id, i) => [id, i]));
  const problemIndex = new Map(opts.problemIds.map((id, i) => [id, i]));
  const w: Watchers = {
    sockets: [],
    arrival: new Float64Array(S * U * P * L).fill(Number.NaN),
    lastSolved: new Int32Array(S * U).fill(-1),
    lastPenalty: new Int32Array(S * U).fill(-1),
    deltas: 0,
    rows: 0,
    levels: L,
    submitters: U,
    problems: P,
  };
  const onDelta = (s: number, d: ScoreboardDelta) => {
    const now = Date.now();
    w.deltas++;
    if (d.contestId !== opts.contestId) return;
    for (const row of d.rows) {
      w.rows++;
      const u = userIndex.get(row.userId);
      if (u === undefined) continue;
      w.lastSolved[s * U + u] = row.solved;
      w.lastPenalty[s * U + u] = row.penalty;
      for (const cell of row.problems) {
        const p = problemIndex.get(cell.problemId);
        if (p === undefined) continue;
        const level = Math.min(L, cell.tries + (cell.solved ? 1 : 0));
        const base = ((s * U + u) * P + p) * L;
        for (let k = 0; k < level; k++) if (Number.isNaN(w.arrival[base + k]!)) w.arrival[base + k] = now;
      }
    }
  };
  for (let j = 0; j < S; j += 50) {
    // 50 handshakes at a time, as bench/lib/realtime-load.ts does.
    const batch = Array.from({ length: Math.min(50, S - j) }, (_, k) => j + k);
    await Promise.all(
      batch.map(async (i) => {
        const socket = io(opts.urls[i % opts.urls.length]!, {
          path: "/socket.io/",
          transports: ["websocket"],
          reconnection: false,
          forceNew: true,
          extraHeaders: { cookie: opts.cookies[i]! },
        });
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", resolve);
          socket.once("connect_error", reject);
        });
        const ack = await socket.timeout(10_000).emitWithAck("joinContest", opts.contestId);
        if (!ack?.ok) throw new Error(`joinContest refused: ${JSON.stringify(ack)}`);
        socket.on("scoreboardUpdate", (d: ScoreboardDelta) => onDelta(i, d));
        w.sockets[i] = socket;
      }),
    );
  }
  return w;
}

export function closeWatchers(w: Watchers) {
  for (const s of w.sockets) s.disconnect();
}

/** A verdict to look for: submitter and problem indexes, its level (k-th verdict of that cell) and judgedAt. */
export type Verdict = { user: number; problem: number; level: number; judgedAt: number };

const arrivalOf = (w: Watchers, v: Verdict, s: number) =>
  w.arrival[((s * w.submitters + v.user) * w.problems + v.problem) * w.levels + v.level - 1]!;

/** Latency of every (verdict, socket) pair seen (ascending), and how many pairs were never seen. */
export function deliveries(w: Watchers, verdicts: Verdict[]) {
  const S = w.sockets.length;
  const latencies = new Float64Array(verdicts.length * S);
  let n = 0;
  let missing = 0;
  for (const v of verdicts) {
    for (let s = 0; s < S; s++) {
      const at = arrivalOf(w, v, s);
      if (Number.isNaN(at)) missing++;
      else latencies[n++] = at - v.judgedAt;
    }
  }
  return { latencies: latencies.subarray(0, n).sort(), missing };
}

/** Waits until every pair was seen or `timeoutMs` passed; returns how long it waited. */
export async function waitDelivered(w: Watchers, verdicts: Verdict[], timeoutMs: number) {
  const t0 = performance.now();
  const seen = () => verdicts.every((v) => w.sockets.every((_, s) => !Number.isNaN(arrivalOf(w, v, s))));
  while (performance.now() - t0 < timeoutMs && !seen()) await Bun.sleep(250);
  return performance.now() - t0;
}

/** p-th percentile of an ascending array. */
export const sortedPercentile = (xs: Float64Array, p: number) =>
  xs.length ? xs[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))]! : Number.NaN;

/**
 * Where the delivery time goes: per verdict, the first socket to show it (the push path: verdict transaction,
 * worker, push throttle, Redis adapter) and the spread from there to every other socket (the fan-out); and how
 * many sockets' last row of a submitter differs from that submitter's final standing in the database.
 */
export function deliveryBreakdown(
  w: Watchers,
  verdicts: Verdict[],
  finals: { user: number; solved: number; penalty: number }[],
) {
  const S = w.sockets.length;
  const firstSeen: number[] = [];
  const spread: number[] = [];
  for (const v of verdicts) {
    const seen: number[] = [];
    for (let s = 0; s < S; s++) {
      const at = arrivalOf(w, v, s);
      if (!Number.isNaN(at)) seen.push(at);
    }
    if (seen.length === 0) continue;
    const min = seen.reduce((a, b) => Math.min(a, b));
    firstSeen.push(min - v.judgedAt);
    for (const at of seen) spread.push(at - min);
  }
  let staleRows = 0;
  for (const f of finals)
    for (let s = 0; s < S; s++) {
      const i = s * w.submitters + f.user;
      if (w.lastSolved[i] !== f.solved || w.lastPenalty[i] !== f.penalty) staleRows++;
    }
  return {
    firstSeen: Float64Array.from(firstSeen).sort(),
    spread: Float64Array.from(spread).sort(),
    staleRows,
  };
}
