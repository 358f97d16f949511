/**
 * The crowd of `bench/contest-day.ts`: signed-in sockets spread over the API instances (socket i on instance i mod n),
 * every other one on the standings tab (`joinContest`, as the standings page does), the rest only connected (their
 * own user room). Each joined socket counts the contest's `scoreboardUpdate` pushes it received: every push goes to
 * the whole room, so a socket that got fewer than the most any socket got lost events. Kept small per socket (two
 * numbers): the delivery times are measured on a sample (bench/lib/contest-watch.ts), not on all 10,000.
 */
import type { ScoreboardDelta } from "@grindstone/shared";
import { io, type Socket } from "socket.io-client";

/** `joined`: on the standings tab and counted (a submitter's socket also gets its own row's deltas: not counted). */
export type Crowd = { sockets: Socket[]; joined: boolean[]; received: Int32Array; connectMs: number };

export async function openCrowd(opts: {
  urls: string[];
  cookies: string[];
  contestId: string;
  /** Sockets before this index are the sample's (already open elsewhere): the crowd's indexes start after it. */
  offset: number;
  /** Users (by index) below this one submit: during a freeze their own row comes to them alone, so not counted. */
  submitters: number;
}): Promise<Crowd> {
  const n = opts.cookies.length;
  const crowd: Crowd = { sockets: [], joined: [], received: new Int32Array(n), connectMs: 0 };
  const t0 = performance.now();
  for (let j = 0; j < n; j += 100) {
    const batch = Array.from({ length: Math.min(100, n - j) }, (_, k) => j + k);
    await Promise.all(
      batch.map(async (i) => {
        const global = opts.offset + i;
        const socket = io(opts.urls[global % opts.urls.length]!, {
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
        const onStandings = global % 2 === 0;
        if (onStandings) {
          const ack = await socket.timeout(20_000).emitWithAck("joinContest", opts.contestId);
          if (!ack?.ok) throw new Error(`joinContest refused: ${JSON.stringify(ack)}`);
          socket.on("scoreboardUpdate", (d: ScoreboardDelta) => {
            if (d.contestId === opts.contestId) crowd.received[i]!++;
          });
        }
        crowd.sockets[i] = socket;
        crowd.joined[i] = onStandings && global >= opts.submitters;
      }),
    );
  }
  crowd.connectMs = performance.now() - t0;
  return crowd;
}

/** Pushes lost: for every joined socket, how many fewer than the most any joined socket received. */
export function crowdLoss(crowd: Crowd) {
  let most = 0;
  for (let i = 0; i < crowd.received.length; i++)
    if (crowd.joined[i]) most = Math.max(most, crowd.received[i]!);
  let lost = 0;
  let short = 0;
  for (let i = 0; i < crowd.received.length; i++) {
    if (!crowd.joined[i]) continue;
    const gap = most - crowd.received[i]!;
    lost += gap;
    if (gap > 0) short++;
  }
  return { most, lost, short, joined: crowd.joined.filter(Boolean).length };
}

export function closeCrowd(crowd: Crowd) {
  for (const s of crowd.sockets) s?.disconnect();
}

/** Resident memory of a process in MB (VmRSS), 0 once it is gone. */
export async function rssMb(pid: number) {
  try {
    const status = await Bun.file(`/proc/${pid}/status`).text();
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * A process's RSS once its collector has had its chance: the least of `samples` readings a second apart. One reading
 * lands anywhere in a garbage cycle (an API instance's figure moved by ±10 MB per 1,000 sockets between runs); the
 * least is the live set plus the allocator's slack, alike for the API and the bare server measured beside it.
 */
export async function settledRssMb(pid: number, samples = 5) {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < samples; i++) {
    if (i > 0) await Bun.sleep(1000);
    least = Math.min(least, await rssMb(pid));
  }
  return least;
}
