import { type ServerToClientEvents, SOCKET_PATH } from "@grindstone/shared";
import { socketIoKey } from "@grindstone/shared/server";
import { Server as Engine } from "@socket.io/bun-engine";
import { createAdapter } from "@socket.io/redis-adapter";
import type { Emitter } from "@socket.io/redis-emitter";
import Redis from "ioredis";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";

/**
 * What a worker test needs of the API's realtime side and nothing more (like bench/lib/socket-floor.ts): a Socket.IO
 * server on the same Redis adapter key as the API, so whatever the worker's emitter sends reaches real client
 * sockets exactly as it would in production. No auth: a test client asks to join the rooms it wants.
 */
export async function startSocketFloor(redisUrl: string, redisPrefix: string) {
  const pub = new Redis(redisUrl);
  const sub = pub.duplicate();
  const io = new Server({
    adapter: createAdapter(pub, sub, { key: socketIoKey(redisPrefix) }),
    transports: ["websocket"],
  });
  const engine = new Engine({ path: SOCKET_PATH });
  io.bind(engine);
  io.on("connection", (socket) => {
    socket.on("join", (rooms: string[], ack?: () => void) => {
      void socket.join(rooms);
      ack?.();
    });
  });
  const handler = engine.handler();
  const server = Bun.serve({ port: 0, ...handler, fetch: (req, s) => engine.handleRequest(req, s) });
  const clients: Socket[] = [];
  return {
    /** A client socket in `rooms`, recording every event it receives, once the emitter's messages reach it. */
    async client(emitter: Emitter, rooms: string[] = []) {
      const socket: Socket = connect(`http://127.0.0.1:${server.port}`, {
        path: SOCKET_PATH,
        transports: ["websocket"],
        reconnection: false,
        forceNew: true,
      });
      clients.push(socket);
      const events: { event: keyof ServerToClientEvents; payload: unknown; at: number }[] = [];
      socket.onAny((event, payload) => events.push({ event, payload, at: Date.now() }));
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      const probeRoom = `probe:${crypto.randomUUID()}`;
      await socket.timeout(5000).emitWithAck("join", [...rooms, probeRoom]);
      await untilReached(emitter, probeRoom, events);
      events.length = 0;
      return {
        socket,
        events,
        /**
         * Waits for a probe sent now through the same emitter: messages published earlier on its connection arrive
         * first (Redis pub/sub keeps a publisher's order), so whatever was emitted before has been received.
         */
        async flush() {
          const n = events.length;
          const message = crypto.randomUUID();
          emitter.to(probeRoom).emit("notice", { message });
          await until(() =>
            events.slice(n).some((e) => (e.payload as { message?: string }).message === message),
          );
          const i = events.findIndex((e) => (e.payload as { message?: string }).message === message);
          events.splice(i, 1);
        },
        /** Payloads of `event` about this contest. */
        of: (event: keyof ServerToClientEvents, contestId: string) =>
          events
            .filter((e) => e.event === event && (e.payload as { contestId?: string }).contestId === contestId)
            .map((e) => e.payload),
      };
    },
    async close() {
      for (const c of clients) c.disconnect();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await server.stop(true);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
export type SocketFloor = Awaited<ReturnType<typeof startSocketFloor>>;
export type FloorClient = Awaited<ReturnType<SocketFloor["client"]>>;

/** The adapter subscribes asynchronously: probe through the emitter until a message arrives. */
async function untilReached(emitter: Emitter, room: string, events: { event: string }[]) {
  for (let i = 0; i < 100; i++) {
    emitter.to(room).emit("notice", { message: "probe" });
    await Bun.sleep(50);
    if (events.some((e) => e.event === "notice")) return;
  }
  throw new Error("the socket floor never received the emitter's messages");
}

/** Waits (polling) until `check` holds; fails after `ms` so a broken scheduler fails the test, not hangs it. */
export async function until(check: () => boolean | Promise<boolean>, ms = 15_000, what = "condition") {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await Bun.sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}
