import { z } from "zod";
import type { SubmissionUpdate } from "./submissions.ts";

/**
 * Socket.IO event maps, shared by the API's realtime module and the web client.
 * Later issues add discussion, submission and contest events here.
 */
export const SOCKET_PATH = "/socket.io/";

/** Reconnection policy from the spec (§9): delay 1 s up to 5 s, timeout 20 s. */
export const SOCKET_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  transports: ["websocket"],
  withCredentials: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

export const noticePayloadSchema = z.object({ message: z.string() });
export type NoticePayload = z.infer<typeof noticePayloadSchema>;

export interface ServerToClientEvents {
  /** A plain notice to one user or everyone; also what the cross-instance tests use. */
  notice: (payload: NoticePayload) => void;
  /** Judging progress for one of the user's submissions or runs: queued → running test k of N → verdict. */
  submissionUpdate: (payload: SubmissionUpdate) => void;
}

/** Socket.IO key prefix shared by the API's Redis adapter and the worker's emitter: both must agree. */
export const socketIoKey = (redisPrefix: string) => `${redisPrefix}:socket.io`;

// biome-ignore lint/complexity/noBannedTypes: no client-to-server events until the discussion issue.
export type ClientToServerEvents = {};

/** Room names: one private room per user so any instance can reach all of a user's sockets. */
export const userRoom = (userId: string) => `user:${userId}`;
