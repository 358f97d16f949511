import { contestAdminRoom, contestEventSchema, contestRoom, type RoomAck } from "@grindstone/shared";
import { listen, sessionUser } from "./acks.ts";
import type { AppSocket, RealtimeDeps } from "./types.ts";

const contestIdSchema = contestEventSchema.shape.contestId;

/**
 * Watching a contest's scoreboard: the socket joins `contest:{id}` (admins also the admin room, which gets the live
 * board during a freeze). Signed-in sockets only; the board's rows come from the worker through the Redis adapter.
 * The client rejoins after every reconnect (rooms do not survive one).
 */
export function registerContestEvents(
  socket: AppSocket,
  deps: Pick<RealtimeDeps, "currentUser" | "contests" | "log">,
) {
  const on = listen(socket, deps.log);
  on("joinContest", contestIdSchema, async (contestId): Promise<RoomAck> => {
    const user = await sessionUser(socket, deps);
    await deps.contests.assertExists(contestId);
    await socket.join(
      user.role === "ADMIN" ? [contestRoom(contestId), contestAdminRoom(contestId)] : contestRoom(contestId),
    );
    return { ok: true };
  });
  on("leaveContest", contestIdSchema, async (contestId): Promise<RoomAck> => {
    await socket.leave(contestRoom(contestId));
    await socket.leave(contestAdminRoom(contestId));
    return { ok: true };
  });
}
