import {
  type ClientToServerEvents,
  type NewMessageAck,
  newMessagePayloadSchema,
  problemRoom,
  type RoomAck,
  roomPayloadSchema,
  type SocketErrorAck,
} from "@grindstone/shared";
import type { z } from "zod";
import { parseInput } from "../lib/validator.ts";
import { answer, replier, sessionUser, validationAck } from "./acks.ts";
import type { AppSocket, RealtimeDeps } from "./types.ts";

/**
 * A problem's discussion room (spec §4 "Discussion", §7.4). Every payload is validated with its shared schema; a
 * malformed event gets an error ack when it came with one, and nothing else happens. The spec's client sends no
 * acks, so each event works without one.
 */
export function registerDiscussionEvents(
  socket: AppSocket,
  deps: Pick<RealtimeDeps, "currentUser" | "discussions">,
) {
  const on = listen(socket);
  on("joinRoom", roomPayloadSchema, async (problemId): Promise<RoomAck> => {
    const user = await sessionUser(socket, deps);
    await deps.discussions.assertVisible(user, problemId);
    await socket.join(problemRoom(problemId));
    return { ok: true };
  });

  // Leaving needs no permission: a client leaving the page of a problem deleted meanwhile must not get an error.
  on("leaveRoom", roomPayloadSchema, async (problemId): Promise<RoomAck> => {
    await socket.leave(problemRoom(problemId));
    return { ok: true };
  });

  // The author is the socket's session; the spec's payload also carries userId and username, which the schema drops.
  // The service broadcasts `messageAdded` to the room (the sender gets it too) before the ack answers `{ message }`.
  on("newMessage", newMessagePayloadSchema, async (input): Promise<NewMessageAck> => {
    const user = await sessionUser(socket, deps);
    return { message: await deps.discussions.post(user, input) };
  });
}

/**
 * One way to take every client event: its payload validated with its schema (an error ack when it is malformed),
 * then the work, whose result or error answers the ack (see `answer`).
 */
function listen(socket: AppSocket) {
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
      answer(event, reply, () => work(input.data));
    }) as never);
  };
}

/** An event emitted with only a callback (`emit("joinRoom", cb)`) hands the callback over as the payload. */
function args<T>(raw: unknown, ack: unknown): [unknown, (answer: T) => void] {
  if (ack === undefined && typeof raw === "function") return [undefined, replier<T>(raw)];
  return [raw, replier<T>(ack)];
}
