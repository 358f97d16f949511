import { z } from "zod";
import type { LaterFailureEvent } from "./challenges.ts";
import type { ClarificationView } from "./clarifications.ts";
import type { ContestRatedEvent } from "./contest-ratings.ts";
import type { VirtualRunEvent } from "./contest-virtual.ts";
import type { ContestEvent, ScoreboardDelta } from "./contests.ts";
import type {
  DiscussionMessage,
  MessageDeleted,
  MessageVoted,
  NewMessageAck,
  RoomAck,
} from "./discussions.ts";
import type { PerformanceEvent } from "./performance.ts";
import type { SubmissionUpdate } from "./submissions.ts";
import type { ContestSystemTestEvent } from "./system-test.ts";

/** Socket.IO event maps, shared by the API's realtime module, the worker's emitter and the web client. */
export const SOCKET_PATH = "/socket.io/";

/** Reconnection policy from the spec (§4, §9): delay 1 s up to 5 s, randomisation 0.5, timeout 20 s. */
export const SOCKET_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  transports: ["websocket"],
  withCredentials: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/**
 * The handshake `auth` of a client that wants a public (signed-out) socket. Without a session cookie a socket is
 * admitted only if it says this: the spec's client opens its socket at page load, before sign-in, and reconnects it
 * only once it is disconnected, so a public socket it never asked for would keep it out of every room after an
 * in-app sign-in (issue 22). Refused, it stays disconnected, and its Discussion reconnects it with the cookie.
 */
export const SOCKET_GUEST_AUTH = { guest: true } as const;

/**
 * The spec's backoff for one more attempt after `attempt` failed ones (0-based): 1 s doubling up to 5 s, each
 * delay spread ±50 % so a restarted API is not hit by every tab at once. Socket.IO applies it to transport
 * drops by itself; the web client applies it to retryable handshake refusals, which Socket.IO does not retry.
 */
export function socketReconnectDelay(attempt: number, random: () => number = Math.random): number {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = SOCKET_CLIENT_OPTIONS;
  const base = Math.min(reconnectionDelayMax, reconnectionDelay * 2 ** Math.max(0, attempt));
  const spread = base * randomizationFactor * (2 * random() - 1);
  return Math.round(Math.min(reconnectionDelayMax, base + spread));
}

/**
 * Why the server refused a socket's handshake: the `connect_error`'s message and `data`. A dependency failure
 * (Redis or Postgres could not say whether the session is valid) is retryable and never reads as a sign-out.
 */
export const SOCKET_HANDSHAKE_ERRORS = {
  UNAUTHORIZED: { message: "Unauthorized", data: { code: "UNAUTHORIZED", retryable: false } },
  SERVICE_UNAVAILABLE: {
    message: "Service unavailable, retrying",
    data: { code: "SERVICE_UNAVAILABLE", retryable: true },
  },
} as const;
export type SocketHandshakeErrorCode = keyof typeof SOCKET_HANDSHAKE_ERRORS;

export const socketHandshakeErrorDataSchema = z.object({
  code: z.enum(["UNAUTHORIZED", "SERVICE_UNAVAILABLE"] as const satisfies SocketHandshakeErrorCode[]),
  retryable: z.boolean(),
});
export type SocketHandshakeErrorData = z.infer<typeof socketHandshakeErrorDataSchema>;

export const noticePayloadSchema = z.object({ message: z.string() });
export type NoticePayload = z.infer<typeof noticePayloadSchema>;

export interface ServerToClientEvents {
  /** A plain notice to one user or everyone; also what the cross-instance tests use. */
  notice: (payload: NoticePayload) => void;
  /** Judging progress for one of the user's submissions or runs: queued → running test k of N → verdict. */
  submissionUpdate: (payload: SubmissionUpdate) => void;
  /** A message posted to a problem's room (to everyone in `problem:{id}`, on every instance). */
  messageAdded: (payload: DiscussionMessage) => void;
  /** A message's counts after a vote. */
  messageVoted: (payload: MessageVoted) => void;
  /** A message removed by its author or an admin. */
  messageDeleted: (payload: MessageDeleted) => void;
  /** To every connected socket, signed in or not (spec §4): the contest is LIVE now. */
  contestStarted: (payload: ContestEvent) => void;
  /** To every connected socket, signed in or not: the contest has ENDED. */
  contestEnded: (payload: ContestEvent) => void;
  /** Changed scoreboard rows, to the room `contest:{id}` (frozen view), its admin room and, frozen, to each user. */
  scoreboardUpdate: (payload: ScoreboardDelta) => void;
  /** To the contest room: the contest's ratings were stored or replaced (GET …/ratings has them). */
  contestRated: (payload: ContestRatedEvent) => void;
  /** To the contest room: the system test of a round with pretests moved on (throttled), or finished (issue 28). */
  contestSystemTest: (payload: ContestSystemTestEvent) => void;
  /** A contest clarification as the room may see it: asker's room (private answer), contest room, admin room. */
  clarification: (payload: ClarificationView) => void;
  /** To the user's own room: their virtual run's clock ran out (finishedAt set). */
  virtualRunFinished: (payload: VirtualRunEvent) => void;
  /** To the owner's room: one of their accepted submissions fails a test added later (issue 27). */
  laterFailure: (payload: LaterFailureEvent) => void;
  /** To the owner's room: an accepted submission's performance was measured (GET …/performance has it). */
  submissionPerformance: (payload: PerformanceEvent) => void;
}

/**
 * Client → server. Payloads are `unknown` on purpose: the server validates each with its schema (discussions.ts, contests.ts)
 * (a malformed event gets an error ack and nothing else happens). The ack is optional (the spec's client sends none).
 */
export interface ClientToServerEvents {
  joinRoom: (problemId: unknown, ack?: (answer: RoomAck) => void) => void;
  leaveRoom: (problemId: unknown, ack?: (answer: RoomAck) => void) => void;
  newMessage: (payload: unknown, ack?: (answer: NewMessageAck) => void) => void;
  /** Watch a contest's scoreboard deltas (signed in only; any registered or not, the board is public to users). */
  joinContest: (contestId: unknown, ack?: (answer: RoomAck) => void) => void;
  leaveContest: (contestId: unknown, ack?: (answer: RoomAck) => void) => void;
}

/** Room names: one private room per user so any instance can reach all of a user's sockets. */
export const userRoom = (userId: string) => `user:${userId}`;
