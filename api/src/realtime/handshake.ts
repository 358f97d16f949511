import {
  SOCKET_GUEST_AUTH,
  SOCKET_HANDSHAKE_ERRORS,
  type SocketHandshakeErrorCode,
} from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import { parseCookie } from "./cookie.ts";
import type { Io, RealtimeDeps } from "./types.ts";

/**
 * A socket with a session cookie is admitted only if the session is valid, checked like an HTTP request (expiry,
 * block, version, logout), and keeps its claims so later events can ask whether that session still holds. A socket
 * with no cookie at all (the spec's client connects at page load, before sign-in) is admitted as public: it joins
 * no user room and may only receive io-wide broadcasts (contestStarted / contestEnded); every event it sends that
 * needs a user is refused as UNAUTHENTICATED.
 */
export function requireSession(io: Io, deps: Pick<RealtimeDeps, "cookieName" | "authenticate" | "log">) {
  const sessionStore = outageLog("socket handshake: the session store", deps.log);
  io.use(async (socket, next) => {
    // The Bun engine hands socket.io a plain header record (lower-cased names), like Node's IncomingMessage.
    const cookie = socket.handshake.headers.cookie;
    const token = parseCookie(typeof cookie === "string" ? cookie : "", deps.cookieName);
    if (!token) {
      if (!isGuest(socket.handshake.auth)) return next(handshakeError("UNAUTHORIZED"));
      socket.data.userId = null;
      socket.data.claims = null;
      return next();
    }
    let session: Awaited<ReturnType<RealtimeDeps["authenticate"]>>;
    try {
      session = await deps.authenticate(token);
    } catch (err) {
      // Redis or Postgres could not say whether the session is valid: that is no sign-out, and the client
      // retries with the spec's backoff (Socket.IO never retries a middleware refusal by itself).
      sessionStore.down(err);
      return next(handshakeError("SERVICE_UNAVAILABLE"));
    }
    if (!session) return next(handshakeError("UNAUTHORIZED"));
    // Only an admitted socket proves the store answered: a token that fails its signature never reaches it.
    sessionStore.up();
    socket.data.userId = session.user.id;
    socket.data.claims = session.claims;
    next();
  });
}

const isGuest = (auth: unknown) =>
  typeof auth === "object" &&
  auth !== null &&
  (auth as { guest?: unknown }).guest === SOCKET_GUEST_AUTH.guest;

/** The refusal the client sees as `connect_error`: the shared message, with the code in `err.data`. */
function handshakeError(code: SocketHandshakeErrorCode) {
  const { message, data } = SOCKET_HANDSHAKE_ERRORS[code];
  return Object.assign(new Error(message), { data });
}

/** Logs a dependency outage once when it starts and once when it ends, not once per refused handshake. */
function outageLog(what: string, log: Logger) {
  let down = false;
  return {
    down(err: unknown) {
      if (down) return;
      down = true;
      const reason = err instanceof Error ? err.message : String(err);
      log.error({ reason }, `${what} is unreachable (${reason}); refusing sockets as retryable`);
    },
    up() {
      if (!down) return;
      down = false;
      log.info(`${what} is reachable again`);
    },
  };
}
