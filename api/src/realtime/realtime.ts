import { type ServerToClientEvents, SOCKET_PATH, userRoom } from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import { socketIoKey } from "@grindstone/shared/server";
import { Server as Engine } from "@socket.io/bun-engine";
import { createAdapter } from "@socket.io/redis-adapter";
import type Redis from "ioredis";
import { Server } from "socket.io";
import { registerContestEvents } from "./contest-events.ts";
import { registerDiscussionEvents } from "./discussion-events.ts";
import { requireSession } from "./handshake.ts";
import type { Io, RealtimeDeps } from "./types.ts";

export type { ContestPort, DiscussionPort, RealtimeDeps, SocketData } from "./types.ts";

// Ping every 25 s; the engine sets Bun's idleTimeout to twice this, so an idle socket is never cut by Bun first.
const PING_INTERVAL_MS = 25_000;

/** The only place that owns the Socket.IO server. Everything else talks to it through the returned functions. */
export function createRealtime(deps: RealtimeDeps) {
  guardSubscriptions(deps.sub, deps.log);
  const io: Io = new Server({
    adapter: createAdapter(deps.pub, deps.sub, { key: socketIoKey(deps.prefix) }),
    // Only websocket: the spec's client uses it alone, and long-polling would need sticky sessions across instances.
    transports: ["websocket"],
  });
  const engine = new Engine({
    path: SOCKET_PATH,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: async (req) => {
      const origin = req.headers.get("origin");
      // Browsers always send Origin on a websocket upgrade; a foreign one is a cross-site hijack attempt.
      if (origin && !isAllowedOrigin(origin, req, deps.allowedOrigins)) throw new Error("Origin not allowed");
    },
  });
  io.bind(engine);

  requireSession(io, deps);

  io.on("connection", (socket) => {
    if (socket.data.userId) void socket.join(userRoom(socket.data.userId));
    // Debug: a contest start reconnects thousands of sockets at once; their lines are for chasing one client.
    const log = deps.log.child({ socketId: socket.id, userId: socket.data.userId ?? undefined });
    log.debug("socket connected");
    socket.on("disconnect", (reason) => log.debug({ reason }, "socket disconnected"));
    registerDiscussionEvents(socket, { ...deps, log });
    registerContestEvents(socket, { ...deps, log });
  });

  return {
    io,
    engine,
    /** Reaches every socket of the user on every instance (via the Redis adapter). */
    emitToUser<E extends keyof ServerToClientEvents>(
      userId: string,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    /** Reaches every socket in `room` on every instance (via the Redis adapter), e.g. a problem's discussion. */
    emitToRoom<E extends keyof ServerToClientEvents>(
      room: string,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      io.to(room).emit(event, ...args);
    },
    /** Like emitToRoom, but not to the sockets also in `except` (they get a copy of their own, e.g. admins). */
    emitToRoomExcept<E extends keyof ServerToClientEvents>(
      room: string,
      except: string,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      io.to(room)
        .except(except)
        .emit(event, ...args);
    },
    /** Socket.IO connections open on this instance (the socketio_connections gauge). */
    connectionCount() {
      return io.of("/").sockets.size;
    },
    /** Ends all of a user's sockets on every instance, e.g. when an admin blocks them. */
    disconnectUser(userId: string) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;

function isAllowedOrigin(origin: string, req: Request, allowed: string[]) {
  if (allowed.includes(origin)) return true;
  // Same origin as the request itself (the site served by this API) is always fine.
  const host = req.headers.get("host");
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * @socket.io/redis-adapter fires (p)subscribe/(p)unsubscribe without handling the promise; while Redis is down
 * those reject and would crash the process as unhandled rejections. ioredis re-subscribes on reconnect by
 * itself, so logging is all that is needed.
 */
function guardSubscriptions(sub: Redis, log: Logger) {
  for (const name of ["subscribe", "psubscribe", "unsubscribe", "punsubscribe"] as const) {
    const original = (sub[name] as (...a: unknown[]) => Promise<unknown>).bind(sub);
    (sub as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const p = original(...args);
      p.catch((err: Error) => log.error({ reason: err.message }, `socket.io adapter: redis ${name} failed`));
      return p;
    };
  }
}
