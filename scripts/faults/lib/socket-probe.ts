import { type ServerToClientEvents, SOCKET_CLIENT_OPTIONS, type SubmissionUpdate } from "@grindstone/shared";
import { io, type Socket } from "socket.io-client";
import type { HttpUser } from "./http-user.ts";

/** The reason socket.io gives when the server ended the connection on purpose (web/src/lib/socket.ts). */
const SERVER_DISCONNECT = "io server disconnect";
/** The web client's retry after a retryable refusal: 1 s doubling to 5 s, like socket.io's own reconnection. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 5000;

export type SocketProbe = {
  connected: () => boolean;
  /** Why this client stopped trying (a refusal that is not retryable, or a session the API no longer honours). */
  gaveUp: () => string | null;
  disconnects: number[];
  connects: number[];
  /** Every update received, by submission/run id. */
  updates: Map<string, SubmissionUpdate[]>;
  /** A page reload: the tab's socket closes and a new handshake starts at once. */
  reload: () => void;
  close: () => void;
};

/**
 * A user's socket that behaves like the web client (web/src/features/auth/hooks/use-session-socket.ts): socket.io
 * reconnects transport drops itself; a handshake refused with code SERVICE_UNAVAILABLE is retried with backoff; a
 * server-side disconnect asks the API whether the session still stands before reconnecting.
 */
export function openSocket(url: string, user: HttpUser): SocketProbe {
  const socket: Socket<ServerToClientEvents> = io(url, {
    ...SOCKET_CLIENT_OPTIONS,
    transports: [...SOCKET_CLIENT_OPTIONS.transports],
    extraHeaders: { cookie: user.cookie },
  });
  let gaveUp: string | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  const probe: SocketProbe = {
    connected: () => socket.connected,
    gaveUp: () => gaveUp,
    disconnects: [],
    connects: [],
    updates: new Map(),
    reload() {
      socket.disconnect();
      socket.connect();
    },
    close() {
      closed = true;
      socket.disconnect();
    },
  };
  socket.on("connect", () => {
    retryMs = RETRY_MIN_MS;
    probe.connects.push(Date.now());
  });
  socket.on("submissionUpdate", (u) => {
    const list = probe.updates.get(u.id) ?? [];
    list.push(u);
    probe.updates.set(u.id, list);
  });
  socket.on("connect_error", (err) => {
    if (closed || socket.active) return; // a transport failure: socket.io keeps retrying by itself
    const code = (err as Error & { data?: { code?: string } }).data?.code;
    if (code === "SERVICE_UNAVAILABLE") {
      setTimeout(() => !closed && socket.connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      return;
    }
    gaveUp = `handshake refused: ${err.message}`;
  });
  socket.on("disconnect", async (reason) => {
    probe.disconnects.push(Date.now());
    if (closed || reason !== SERVER_DISCONNECT) return;
    // Like the web client: reconnect only if the session still stands; retry the check while the API is unsure.
    for (;;) {
      const check = await user.call("/auth/check");
      if (closed) return;
      if (check.status === 200) return void socket.connect();
      if (check.status === 401 || check.status === 403) {
        gaveUp = `signed out by the server (${check.status})`;
        return;
      }
      await Bun.sleep(1000);
    }
  });
  return probe;
}

export const isFinal = (status: string) => status !== "Queued" && status !== "Running";
