import {
  type NewMessageAck,
  newMessagePayloadSchema,
  problemRoom,
  type RoomAck,
  roomPayloadSchema,
} from "@grindstone/shared";
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
  socket.on("joinRoom", (raw, ack) => {
    const [payload, reply] = args<RoomAck>(raw, ack);
    const input = parseInput(roomPayloadSchema, payload);
    if (input.error !== undefined) return reply(validationAck(input.error));
    answer("joinRoom", reply, async () => {
      const user = await sessionUser(socket, deps);
      await deps.discussions.assertVisible(user, input.data);
      await socket.join(problemRoom(input.data));
      return { ok: true } as const;
    });
  });

  // Leaving needs no permission: a client leaving the page of a problem deleted meanwhile must not get an error.
  socket.on("leaveRoom", (raw, ack) => {
    const [payload, reply] = args<RoomAck>(raw, ack);
    const input = parseInput(roomPayloadSchema, payload);
    if (input.error !== undefined) return reply(validationAck(input.error));
    answer("leaveRoom", reply, async () => {
      await socket.leave(problemRoom(input.data));
      return { ok: true } as const;
    });
  });

  // The author is the socket's session; the spec's payload also carries userId and username, which the schema drops.
  // The service broadcasts `messageAdded` to the room (the sender gets it too) before the ack answers `{ message }`.
  socket.on("newMessage", (raw, ack) => {
    const [payload, reply] = args<NewMessageAck>(raw, ack);
    const input = parseInput(newMessagePayloadSchema, payload);
    if (input.error !== undefined) return reply(validationAck(input.error));
    answer("newMessage", reply, async () => {
      const user = await sessionUser(socket, deps);
      return { message: await deps.discussions.post(user, input.data) };
    });
  });
}

/** An event emitted with only a callback (`emit("joinRoom", cb)`) hands the callback over as the payload. */
function args<T>(raw: unknown, ack: unknown): [unknown, (answer: T) => void] {
  if (ack === undefined && typeof raw === "function") return [undefined, replier<T>(raw)];
  return [raw, replier<T>(ack)];
}
