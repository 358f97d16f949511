import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_CLIENT_OPTIONS,
  type SocketHandshakeErrorData,
  socketHandshakeErrorDataSchema,
} from "@grindstone/shared";
import { io, type Socket } from "socket.io-client";

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The reason socket.io gives when the server ended the connection on purpose (e.g. a blocked user). */
export const SERVER_DISCONNECT_REASON = "io server disconnect";

/**
 * The only module that imports socket.io-client. Same origin as the page (the API serves the SPA and
 * Vite proxies /socket.io in development), websocket transport only, the spec's reconnection policy.
 * `autoConnect: false` so the caller decides when: only while signed in.
 */
export function createSocket(): AppSocket {
  return io({
    ...SOCKET_CLIENT_OPTIONS,
    transports: [...SOCKET_CLIENT_OPTIONS.transports],
    autoConnect: false,
  });
}

/**
 * The same socket without its event maps. socket.io's overloads cannot relate a generic event name to its handler
 * or ack, so the wrappers here, whose own signatures the shared maps type, call through this wider view.
 */
const untyped = (socket: AppSocket): Socket => socket;

let current: AppSocket | null = null;

/** The signed-in user's socket, created on first use. */
export function getSocket(): AppSocket {
  current ??= createSocket();
  return current;
}

/** Closes and forgets the socket, so the next user of this tab starts with a fresh connection. */
export function closeSocket(): void {
  current?.removeAllListeners();
  current?.disconnect();
  current = null;
}

/**
 * Listens to one server event on the signed-in user's socket and returns the unsubscribe function. The
 * socket is the session's (see use-session-socket), so this never opens or closes the connection itself.
 */
export function onServerEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
): () => void {
  const socket = untyped(getSocket());
  const name: string = event;
  socket.on(name, handler);
  return () => {
    socket.off(name, handler);
  };
}

/**
 * Calls `handler` on every (re)connection of the signed-in user's socket, and returns the unsubscribe function.
 * Events sent while the socket was down are lost (the server joins the user room again on connect), so
 * whoever waits for one re-fetches here; a feature with rooms of its own re-joins them here.
 */
export function onSocketConnect(handler: () => void): () => void {
  const socket = getSocket();
  socket.on("connect", handler);
  return () => {
    socket.off("connect", handler);
  };
}

/**
 * Why the server refused the handshake, when it did (`connect_error` with the socket no longer active):
 * the shared code and whether to retry. Null for a transport failure, which socket.io retries by itself.
 */
export function handshakeRefusal(socket: AppSocket, error: Error): SocketHandshakeErrorData | null {
  if (socket.active) return null;
  const parsed = socketHandshakeErrorDataSchema.safeParse("data" in error ? error.data : undefined);
  // A refusal without the shared data (an older server) can only mean the session: treat it as Unauthorized.
  return parsed.success ? parsed.data : { code: "UNAUTHORIZED", retryable: false };
}

type AckOf<E extends keyof ClientToServerEvents> = Parameters<
  NonNullable<Parameters<ClientToServerEvents[E]>[1]>
>[0];

/** The socket is not connected, so nothing was sent (socket.io would otherwise queue it for later). */
export class SocketOfflineError extends Error {
  override readonly name = "SocketOfflineError";
}

/**
 * Sends a client event and resolves with the server's acknowledgement. Rejects at once with SocketOfflineError
 * while the socket is down (a queued message would go out whenever the connection returns, possibly after the
 * user sent it again), and with socket.io's timeout error when no answer comes within `timeoutMs`.
 */
export function emitWithAck<E extends keyof ClientToServerEvents>(
  event: E,
  payload: unknown,
  timeoutMs: number,
): Promise<AckOf<E>> {
  const socket = getSocket();
  if (!socket.connected) return Promise.reject(new SocketOfflineError("Not connected"));
  return new Promise((resolve, reject) => {
    untyped(socket)
      .timeout(timeoutMs)
      .emit(event, payload, (error: Error | null, answer: AckOf<E>) =>
        error ? reject(error) : resolve(answer),
      );
  });
}

/**
 * Sends a client event when connected and does nothing otherwise: for room joins and leaves, which the caller
 * repeats on every (re)connection (see onSocketConnect), so a copy queued for later would only duplicate them.
 */
export function emitIfConnected<E extends keyof ClientToServerEvents>(
  event: E,
  payload: unknown,
  onAck?: (answer: AckOf<E>) => void,
): boolean {
  const socket = getSocket();
  if (!socket.connected) return false;
  if (onAck) untyped(socket).emit(event, payload, onAck);
  else untyped(socket).emit(event, payload);
  return true;
}
