import {
  type NewMessageAck,
  newMessagePayloadSchema,
  problemRoom,
  problemStaffRoom,
  type RoomAck,
  roomPayloadSchema,
} from "@grindstone/shared";
import { listen, sessionUser } from "./acks.ts";
import type { AppSocket, RealtimeDeps } from "./types.ts";

/**
 * A problem's discussion room (spec §4 "Discussion", §7.4). Every payload is validated with its shared schema; a
 * malformed event gets an error ack when it came with one, and nothing else happens. The spec's client sends no
 * acks, so each event works without one.
 */
export function registerDiscussionEvents(
  socket: AppSocket,
  deps: Pick<RealtimeDeps, "currentUser" | "discussions" | "log">,
) {
  const on = listen(socket, deps.log);
  on("joinRoom", roomPayloadSchema, async (problemId): Promise<RoomAck> => {
    const user = await sessionUser(socket, deps);
    await deps.discussions.assertVisible(user, problemId);
    // Admins also join the room's staff part, which alone hears it while a live contest holds the problem.
    await socket.join(
      user.role === "ADMIN" ? [problemRoom(problemId), problemStaffRoom(problemId)] : problemRoom(problemId),
    );
    return { ok: true };
  });

  // Leaving needs no permission: a client leaving the page of a problem deleted meanwhile must not get an error.
  on("leaveRoom", roomPayloadSchema, async (problemId): Promise<RoomAck> => {
    await Promise.all([socket.leave(problemRoom(problemId)), socket.leave(problemStaffRoom(problemId))]);
    return { ok: true };
  });

  // The author is the socket's session; the spec's payload also carries userId and username, which the schema drops.
  // The service broadcasts `messageAdded` to the room (the sender gets it too) before the ack answers `{ message }`.
  on("newMessage", newMessagePayloadSchema, async (input): Promise<NewMessageAck> => {
    const user = await sessionUser(socket, deps);
    return { message: await deps.discussions.post(user, input) };
  });
}
