/**
 * The submitting side of `bench/contest-day.ts`: a round's submission curve at the API (a burst at the start, a
 * steady middle, a rush at the end), each submission sent at its moment by the next submitter in turn with that
 * submitter's next planned program (bench/lib/contest-burst.ts's plans: wrong tries before the Accepted). The sender
 * never waits for a verdict; a submitter already at the API's in-flight cap (429) tries again a moment later, as the
 * web does. Without a `contestId` the submissions are practice ones (the practice sent beside the round).
 */
import { LANGUAGE_IDS } from "@grindstone/shared";
import { type Item, sourceOf } from "./contest-burst.ts";
import type { ContestProblem } from "./contest-data.ts";

export type Curve = { seconds: number; peak: number; burstS: number; rushS: number; middle: number };

/** Submissions per second at second t of the round: `peak` in the burst and the rush, `middle` between. */
export const rateAt = (c: Curve, t: number) => (t < c.burstS || t >= c.seconds - c.rushS ? c.peak : c.middle);

/** Every submission's moment (ms from the start of the round), in order. */
export function schedule(c: Curve) {
  const at: number[] = [];
  for (let t = 0; t < c.seconds; t++) {
    const n = rateAt(c, t);
    for (let k = 0; k < n; k++) at.push(t * 1000 + Math.floor((k * 1000) / n));
  }
  return at;
}

export type Sender = { url: string; cookie: string; plan: Item[] };
export type RushResult = {
  sent: number;
  accepted: number;
  retries: number;
  statuses: Record<number, number>;
  /** The highest rate reached at the API, submissions answered per second (a 1 s window). */
  peakRps: number;
  lateMs: number;
};

export async function runRush(opts: {
  contestId?: string;
  problems: ContestProblem[];
  senders: Sender[];
  moments: number[];
  startAt: number;
}): Promise<RushResult> {
  const r: RushResult = { sent: 0, accepted: 0, retries: 0, statuses: {}, peakRps: 0, lateMs: 0 };
  const next = new Int32Array(opts.senders.length);
  const perSecond = new Map<number, number>();
  const inflight: Promise<void>[] = [];
  const send = async (s: Sender, item: Item) => {
    const body = JSON.stringify({
      source_code: sourceOf(item, opts.problems),
      language_id: LANGUAGE_IDS[item.language],
      stdin: [],
      expected_outputs: [],
      problemId: opts.problems[item.problem]!.id,
      contestId: opts.contestId,
    });
    for (let attempt = 0; attempt < 120; attempt++) {
      const res = await fetch(`${s.url}/api/v1/execute-code/submit`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: s.cookie },
        body,
      }).catch(() => null);
      const status = res?.status ?? 0;
      r.statuses[status] = (r.statuses[status] ?? 0) + 1;
      await res?.body?.cancel().catch(() => {});
      if (status === 200 || status === 202) {
        r.accepted++;
        const second = Math.floor((Date.now() - opts.startAt) / 1000);
        perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
        return;
      }
      if (status !== 429 && status !== 503 && status !== 0) return; // refused for good (e.g. after the end)
      r.retries++;
      await Bun.sleep(1000);
    }
  };
  let k = 0;
  for (const moment of opts.moments) {
    const wait = opts.startAt + moment - Date.now();
    if (wait > 0) await Bun.sleep(wait);
    else r.lateMs = Math.max(r.lateMs, -wait);
    // The next submitter in turn that still has a planned program.
    for (let tries = 0; tries < opts.senders.length; tries++, k++) {
      const i = k % opts.senders.length;
      const s = opts.senders[i]!;
      if (next[i]! < s.plan.length) {
        const item = s.plan[next[i]!++]!;
        r.sent++;
        inflight.push(send(s, item));
        k++;
        break;
      }
    }
  }
  await Promise.all(inflight);
  r.peakRps = Math.max(0, ...perSecond.values());
  return r;
}
