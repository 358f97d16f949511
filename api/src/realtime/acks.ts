import type { ClientToServerEvents, SocketErrorAck } from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import type { z } from "zod";
import { describeError, unauthenticated } from "../lib/errors.ts";
import { parseInput } from "../lib/validator.ts";
import type { AppSocket, RealtimeDeps, SocketUser } from "./types.ts";

/** The client's ack callback when it sent one (the spec's client sends none), else a no-op. */
export const replier = <T>(ack: unknown): ((answer: T) => void) =>
  typeof ack === "function" ? (ack as (answer: T) => void) : () => {};

/** An error as an ack: the same `{ error, code }` an HTTP request would get. Unexpected ones are logged here. */
export function errorAck(err: unknown, event: string, log: Logger): SocketErrorAck {
  const { error, code } = describeError(err);
  if (code === "INTERNAL") log.error({ err, event }, `socket event ${event} failed`);
  return { error, code };
}

export const validationAck = (error: string): SocketErrorAck => ({ error, code: "VALIDATION" });

/**
 * Runs an event's work and answers its ack with the result or the error; never throws (a rejection inside a
 * Socket.IO listener would be unhandled). The socket stays open whatever happens.
 */
export function answer<T>(
  event: string,
  reply: (a: T | SocketErrorAck) => void,
  work: () => Promise<T>,
  log: Logger,
) {
  work()
    .then(reply, (err) => reply(errorAck(err, event, log)))
    .catch((err) => log.error({ err, event }, `socket event ${event}: answering failed`));
}

/**
 * The socket's user as of now. A session revoked since the handshake (a block that raced the disconnect, a logout)
 * is refused and the socket ended, so the client re-checks its session as it does on any server disconnect.
 */
export async function sessionUser(
  socket: AppSocket,
  deps: Pick<RealtimeDeps, "currentUser">,
): Promise<SocketUser> {
  // A public socket (connected before sign-in) has no session to ask: refused, but kept for public broadcasts.
  if (!socket.data.claims) throw unauthenticated();
  const user = await deps.currentUser(socket.data.claims);
  if (user) return user;
  // After this turn, so the error ack goes out first.
  setTimeout(() => socket.disconnect(true), 0);
  throw unauthenticated();
}

/**
 * One way to take every client event: its payload validated with its schema (an error ack when it is malformed),
 * then the work, whose result or error answers the ack (see `answer`).
 */
export function listen(socket: AppSocket, log: Logger) {
  return <S extends z.ZodType, T>(
    event: keyof ClientToServerEvents,
    schema: S,
    work: (input: z.infer<S>) => Promise<T>,
  ) => {
    // socket.io's overloads cannot relate a generic event name to its listener; the event map types both ends.
    socket.on(event, ((raw: unknown, ack: unknown) => {
      const [payload, reply] = args<T | SocketErrorAck>(raw, ack);
      const input = parseInput(schema, payload);
      if (input.error !== undefined) return reply(validationAck(input.error));
      answer(event, reply, () => work(input.data), log);
    }) as never);
  };
}

/** An event emitted with only a callback (`emit("joinRoom", cb)`) hands the callback over as the payload. */
function args<T>(raw: unknown, ack: unknown): [unknown, (answer: T) => void] {
  if (ack === undefined && typeof raw === "function") return [undefined, replier<T>(raw)];
  return [raw, replier<T>(ack)];
}
