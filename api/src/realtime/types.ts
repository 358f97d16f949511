import type {
  ClientToServerEvents,
  DiscussionMessage,
  NewMessagePayload,
  Role,
  ServerToClientEvents,
} from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import type Redis from "ioredis";
import type { Server, Socket } from "socket.io";
import type { SessionClaims } from "../lib/session.ts";

export type SocketUser = { id: string; role: Role };
/** `userId` and `claims` are null on a public (signed-out) socket. */
export type SocketData = { userId: string | null; claims: SessionClaims | null };
export type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * What the discussion events need from the discussions module, passed in by context.ts so this folder owns the
 * sockets and the module owns the rules (visibility, rate limit, storage, the broadcast), with no import between them.
 */
export type DiscussionPort = {
  /** Throws AppError NOT_FOUND unless the user may see the problem. */
  assertVisible: (user: SocketUser, problemId: string) => Promise<void>;
  /** Stores a post by `user` and broadcasts it to the room; throws AppError (RATE_LIMITED, NOT_FOUND…). */
  post: (user: SocketUser, payload: NewMessagePayload) => Promise<DiscussionMessage>;
};

/** What the contest events need from the contests module (passed in by context.ts, like DiscussionPort). */
export type ContestPort = {
  /** Throws AppError NOT_FOUND for an unknown contest. */
  assertExists: (contestId: string) => Promise<void>;
};

export type RealtimeDeps = {
  /** A dedicated pair: a subscribed ioredis connection cannot run other commands. */
  pub: Redis;
  sub: Redis;
  prefix: string;
  log: Logger;
  allowedOrigins: string[];
  cookieName: string;
  /** Resolves a session cookie with the same checks as HTTP requests (expiry, block, version, logout). */
  authenticate: (token: string) => Promise<{ claims: SessionClaims; user: SocketUser } | null>;
  /** The session's user as of now, or null once it was revoked (blocked, logged out): asked before each action. */
  currentUser: (claims: SessionClaims) => Promise<SocketUser | null>;
  discussions: DiscussionPort;
  contests: ContestPort;
};
