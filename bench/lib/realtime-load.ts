/**
 * The load side of `bench/realtime.ts`: a fleet of socket.io-client sockets (socket j sits in room ⌊j / perRoom⌋
 * and on server j mod 2, so every room spans both servers) and one rate step: posts at a fixed rate, each from a
 * member of its room, and every member's `messageAdded` timed against the post's send time, all on this process's
 * clock. Rooms take turns, and a room's members take turns posting, so the per-user rate limit is spread evenly.
 */

import { type DiscussionMessage, type NewMessageAck, SOCKET_GUEST_AUTH } from "@grindstone/shared";
import { io, type Socket } from "socket.io-client";
import { percentile } from "./stack.ts";

/** Per-user limit as the API enforces it (DISCUSSION_RATE_LIMIT), checked with a sliding window and a margin. */
export type PostBudget = { points: number; windowMs: number };

export type Fleet = {
  name: string;
  sockets: Socket[];
  rooms: string[];
  perRoom: number;
  /** Called for every `messageAdded`: the step running now claims its own messages by tag. */
  onMessage: (text: string, at: number) => void;
  /** Post times per socket (one user per socket), to keep every user inside the post budget. */
  posts: number[][];
};

export async function openFleet(
  name: string,
  urls: string[],
  rooms: string[],
  perRoom: number,
  cookies: (string | undefined)[],
): Promise<Fleet> {
  const fleet: Fleet = { name, sockets: [], rooms, perRoom, onMessage: () => {}, posts: [] };
  const total = rooms.length * perRoom;
  for (let j = 0; j < total; j += 50) {
    // 50 handshakes at a time: all 1,000 at once is a connect storm this benchmark is not about.
    const batch = Array.from({ length: Math.min(50, total - j) }, (_, k) => j + k);
    await Promise.all(
      batch.map(async (i) => {
        const socket = io(urls[i % urls.length]!, {
          path: "/socket.io/",
          transports: ["websocket"],
          reconnection: false,
          forceNew: true,
          // A socket without a session must ask to be a guest (realtime/handshake.ts).
          ...(cookies[i] ? { extraHeaders: { cookie: cookies[i]! } } : { auth: { ...SOCKET_GUEST_AUTH } }),
        });
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", resolve);
          socket.once("connect_error", reject);
        });
        const room = rooms[Math.floor(i / perRoom)]!;
        const ack = await socket.timeout(10_000).emitWithAck("joinRoom", room);
        if (!ack?.ok) throw new Error(`${name}: joinRoom refused: ${JSON.stringify(ack)}`);
        socket.on("messageAdded", (m: DiscussionMessage) => fleet.onMessage(m.message, performance.now()));
        fleet.sockets[i] = socket;
        fleet.posts[i] = [];
      }),
    );
  }
  return fleet;
}

export function closeFleet(fleet: Fleet) {
  for (const s of fleet.sockets) s.disconnect();
}

export type StepResult = {
  fleet: string;
  rate: number;
  sent: number;
  refused: number;
  /** Posts skipped because every member of the room was out of post budget (a bench limit, not a server fault). */
  skipped: number;
  received: number;
  lost: number;
  duplicates: number;
  p50: number;
  p99: number;
  max: number;
  ackP99: number;
  /** How late the sender emitted against its schedule: a saturated client shows here first. */
  lagP99: number;
};

let stepCounter = 0;

/** Posts `rate` messages/s for `seconds`, then waits up to `drainMs` for the last deliveries. */
export async function runStep(
  fleet: Fleet,
  rate: number,
  seconds: number,
  budget: PostBudget,
  drainMs = 3000,
): Promise<StepResult> {
  const tag = `s${++stepCounter}`;
  const n = Math.round(rate * seconds);
  const sentAt = new Float64Array(n).fill(Number.NaN);
  const got = new Uint16Array(n);
  const expected = new Uint16Array(n);
  const latencies: number[] = [];
  const ackTimes: number[] = [];
  const lags: number[] = [];
  let refused = 0;
  let skipped = 0;
  let duplicates = 0;
  let pendingAcks = 0;
  fleet.onMessage = (text, at) => {
    const [t, idx] = text.split(":");
    if (t !== tag) return;
    const i = Number(idx);
    got[i]!++;
    if (got[i]! > expected[i]!) duplicates++;
    else latencies.push(at - sentAt[i]!);
  };
  const turn = new Uint32Array(fleet.rooms.length);

  const post = (i: number, now: number) => {
    const r = i % fleet.rooms.length;
    let socketIndex = -1;
    for (let tries = 0; tries < fleet.perRoom && socketIndex < 0; tries++) {
      const j = r * fleet.perRoom + (turn[r]! % fleet.perRoom);
      turn[r]!++;
      const times = fleet.posts[j]!;
      while (times.length && times[0]! <= now - budget.windowMs) times.shift();
      if (times.length < budget.points) socketIndex = j;
    }
    if (socketIndex < 0) return void skipped++;
    fleet.posts[socketIndex]!.push(now);
    expected[i] = fleet.perRoom;
    sentAt[i] = performance.now();
    pendingAcks++;
    fleet.sockets[socketIndex]!.timeout(10_000).emit(
      "newMessage",
      { problemId: fleet.rooms[r], message: `${tag}:${i}` },
      (err: Error | null, ack: NewMessageAck) => {
        pendingAcks--;
        if (err || !("message" in ack)) refused++;
        else ackTimes.push(performance.now() - sentAt[i]!);
      },
    );
  };

  const t0 = performance.now();
  for (let i = 0; i < n; ) {
    const now = performance.now();
    while (i < n && t0 + (i * 1000) / rate <= now) {
      lags.push(now - (t0 + (i * 1000) / rate));
      post(i++, now);
    }
    if (i < n) await Bun.sleep(Math.max(0, t0 + (i * 1000) / rate - performance.now()));
  }
  const want = expected.reduce((a, b) => a + b, 0);
  const deadline = performance.now() + drainMs;
  while ((latencies.length < want || pendingAcks > 0) && performance.now() < deadline) await Bun.sleep(20);
  fleet.onMessage = () => {};

  const ms = (x: number) => Number(x.toFixed(1));
  return {
    fleet: fleet.name,
    rate,
    sent: n - skipped,
    refused,
    skipped,
    received: latencies.length,
    lost: n * fleet.perRoom - latencies.length,
    duplicates,
    p50: latencies.length ? ms(percentile(latencies, 50)) : Number.NaN,
    p99: latencies.length ? ms(percentile(latencies, 99)) : Number.NaN,
    max: latencies.length ? ms(latencies.reduce((a, b) => Math.max(a, b), 0)) : Number.NaN,
    ackP99: ackTimes.length ? ms(percentile(ackTimes, 99)) : Number.NaN,
    lagP99: ms(percentile(lags, 99)),
  };
}
