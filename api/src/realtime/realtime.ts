import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_HANDSHAKE_ERRORS,
  SOCKET_PATH,
  type SocketHandshakeErrorCode,
  socketIoKey,
  userRoom,
} from "@grindstone/shared";
import { Server as Engine } from "@socket.io/bun-engine";
import { createAdapter } from "@socket.io/redis-adapter";
import type Redis from "ioredis";
import { Server } from "socket.io";
import { parseCookie } from "./cookie.ts";

export type SocketData = { userId: string };
export type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type RealtimeDeps = {
  /** A dedicated pair: a subscribed ioredis connection cannot run other commands. */
  pub: Redis;
  sub: Redis;
  prefix: string;
  allowedOrigins: string[];
  cookieName: string;
  /** Resolves a session cookie to a user id, with the same checks as HTTP requests (expiry, block, version). */
  authenticate: (token: string) => Promise<{ id: string } | null>;
};

// Ping every 25 s; the engine sets Bun's idleTimeout to twice this, so an idle socket is never cut by Bun first.
const PING_INTERVAL_MS = 25_000;

/** The only place that owns the Socket.IO server. Everything else talks to it through the returned functions. */
export function createRealtime(deps: RealtimeDeps) {
  guardSubscriptions(deps.sub);
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

  const sessionStore = outageLog("[realtime] handshake: the session store");
  io.use(async (socket, next) => {
    // The Bun engine hands socket.io a plain header record (lower-cased names), like Node's IncomingMessage.
    const cookie = socket.handshake.headers.cookie;
    const token = parseCookie(typeof cookie === "string" ? cookie : "", deps.cookieName);
    if (!token) return next(handshakeError("UNAUTHORIZED"));
    let user: { id: string } | null;
    try {
      user = await deps.authenticate(token);
    } catch (err) {
      // Redis or Postgres could not say whether the session is valid: that is no sign-out, and the client
      // retries with the spec's backoff (Socket.IO never retries a middleware refusal by itself).
      sessionStore.down(err);
      return next(handshakeError("SERVICE_UNAVAILABLE"));
    }
    if (!user) return next(handshakeError("UNAUTHORIZED"));
    // Only an admitted socket proves the store answered: a token that fails its signature never reaches it.
    sessionStore.up();
    socket.data.userId = user.id;
    next();
  });

  io.on("connection", (socket) => {
    void socket.join(userRoom(socket.data.userId));
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

/** The refusal the client sees as `connect_error`: the shared message, with the code in `err.data`. */
function handshakeError(code: SocketHandshakeErrorCode) {
  const { message, data } = SOCKET_HANDSHAKE_ERRORS[code];
  return Object.assign(new Error(message), { data });
}

/** Logs a dependency outage once when it starts and once when it ends, not once per refused handshake. */
function outageLog(what: string) {
  let down = false;
  return {
    down(err: unknown) {
      if (down) return;
      down = true;
      console.error(
        `${what} is unreachable (${err instanceof Error ? err.message : String(err)}); refusing sockets as retryable`,
      );
    },
    up() {
      if (!down) return;
      down = false;
      console.log(`${what} is reachable again`);
    },
  };
}

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
function guardSubscriptions(sub: Redis) {
  for (const name of ["subscribe", "psubscribe", "unsubscribe", "punsubscribe"] as const) {
    const original = (sub[name] as (...a: unknown[]) => Promise<unknown>).bind(sub);
    (sub as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const p = original(...args);
      p.catch((err: Error) => console.error(`[realtime] redis ${name} failed: ${err.message}`));
      return p;
    };
  }
}
