import type { SocketErrorAck } from "@grindstone/shared";
import { describeError, unauthenticated } from "../lib/errors.ts";
import type { AppSocket, RealtimeDeps, SocketUser } from "./types.ts";

/** The client's ack callback when it sent one (the spec's client sends none), else a no-op. */
export const replier = <T>(ack: unknown): ((answer: T) => void) =>
  typeof ack === "function" ? (ack as (answer: T) => void) : () => {};

/** An error as an ack: the same `{ error, code }` an HTTP request would get. Unexpected ones are logged here. */
export function errorAck(err: unknown, event: string): SocketErrorAck {
  const { error, code } = describeError(err);
  if (code === "INTERNAL") console.error(`[realtime] ${event} failed:`, err);
  return { error, code };
}

export const validationAck = (error: string): SocketErrorAck => ({ error, code: "VALIDATION" });

/**
 * Runs an event's work and answers its ack with the result or the error; never throws (a rejection inside a
 * Socket.IO listener would be unhandled). The socket stays open whatever happens.
 */
export function answer<T>(event: string, reply: (a: T | SocketErrorAck) => void, work: () => Promise<T>) {
  work()
    .then(reply, (err) => reply(errorAck(err, event)))
    .catch((err) => console.error(`[realtime] ${event}: answering failed:`, err));
}

/**
 * The socket's user as of now. A session revoked since the handshake (a block that raced the disconnect, a logout)
 * is refused and the socket ended, so the client re-checks its session as it does on any server disconnect.
 */
export async function sessionUser(
  socket: AppSocket,
  deps: Pick<RealtimeDeps, "currentUser">,
): Promise<SocketUser> {
  const user = await deps.currentUser(socket.data.claims);
  if (user) return user;
  // After this turn, so the error ack goes out first.
  setTimeout(() => socket.disconnect(true), 0);
  throw unauthenticated();
}
