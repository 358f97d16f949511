import { createDb, type Db } from "@grindstone/db";
import {
  CHALLENGE_RATE_LIMIT,
  CHALLENGE_TEXTS,
  DISCUSSION_RATE_LIMIT,
  DISCUSSION_TEXTS,
  DISCUSSION_VOTE_RATE_LIMIT,
  PASSWORD_RESET_TEXTS,
} from "@grindstone/shared";
import { logUnlessDown } from "@grindstone/shared/connection-watch";
import { createLogger, type Logger, postgresLog } from "@grindstone/shared/logger";
import { contestVersionPrefix, problemsVersionKey, solvedSetKey } from "@grindstone/shared/server";
import type Redis from "ioredis";
import type { Env } from "./env.ts";
import { createDrain, type Drain } from "./lib/drain.ts";
import { createJudgeWaiter, type JudgeWaiter } from "./lib/judge-waiter.ts";
import { createMailer, type Mailer } from "./lib/mailer.ts";
import {
  type ChallengeQueue,
  type ContestQueue,
  createChallengeQueue,
  createContestQueue,
  createImportQueue,
  createJudgeQueue,
  type ImportQueue,
  type JudgeQueue,
} from "./lib/queue.ts";
import { createLimiter, type Limiter } from "./lib/rate-limit.ts";
import { createRedis, type Keyer, keyer } from "./lib/redis.ts";
import { RedisMirror } from "./lib/redis-mirror.ts";
import {
  createSessionSigner,
  type SessionClaims,
  type SessionSigner,
  sessionCookieName,
} from "./lib/session.ts";
import { type AuthStateStore, authKeyPrefix, createAuthStateStore } from "./modules/auth/auth-state.ts";
import { type ContestBoardCache, createContestBoardCache } from "./modules/contests/board-cache.ts";
import { getContestRow } from "./modules/contests/contests.service.ts";
import { postMessage } from "./modules/discussions/discussions.service.ts";
import { createLeaderboardCache, type LeaderboardCache } from "./modules/leaderboard/leaderboard.service.ts";
import { type ApiMetrics, createApiMetrics } from "./modules/metrics/api-metrics.ts";
import { type ContestLockMemo, createContestLockMemo } from "./modules/problems/contest-lock.ts";
import {
  assertProblemVisible,
  createProblemExistenceMemo,
  type ProblemExistenceMemo,
} from "./modules/problems/problem-access.ts";
import { createProblemListCache, type ProblemListCache } from "./modules/problems/problem-list-cache.ts";
import { createRealtime, type Realtime } from "./realtime/realtime.ts";

/** Everything a request handler may need, built once per process and handed to routes and services. */
export type AppContext = {
  env: Env;
  /** The process's root logger; a request's own (bound to its id) is `c.get("log")()`. */
  log: Logger;
  db: Db;
  sql: ReturnType<typeof createDb>["sql"];
  redis: Redis;
  /** This instance's coherent copy of the hot Redis facts (sessions, list version, solved counts, contest versions). */
  mirror: RedisMirror;
  key: Keyer;
  signer: SessionSigner;
  cookieName: string;
  authState: AuthStateStore;
  limits: {
    loginIp: Limiter;
    loginEmail: Limiter;
    registerIp: Limiter;
    discussionPost: Limiter;
    discussionVote: Limiter;
    forgotPasswordIp: Limiter;
    forgotPasswordEmail: Limiter;
    resetPasswordIp: Limiter;
    challenge: Limiter;
  };
  /** Outgoing e-mail (password reset links), sent off the request path (lib/mailer.ts). */
  mailer: Mailer;
  /**
   * This instance's copies of hot reads, each with its invalidation beside its code. They live here, never in module
   * state, so each context (tests build several, against different databases) has its own. None holds a timer, so
   * close() has nothing to stop for them.
   */
  caches: {
    /** The problems list, pre-serialised, and recent callers' bodies (problem-list-cache.ts). */
    problemList: ProblemListCache;
    /** Today's top list, serialised, reused for up to a second (leaderboard.service.ts). */
    leaderboard: LeaderboardCache;
    /** Which problem ids exist, invalidated by the shared problems version (problem-access.ts). */
    problemExistence: ProblemExistenceMemo;
    /** Rendered scoreboard parts, keyed by the contest's shared version (board-cache.ts). */
    contestBoards: ContestBoardCache;
    /** Unended contests' windows by problem, invalidated by the shared problems version (contest-lock.ts). */
    contestLocks: ContestLockMemo;
  };
  realtime: Realtime;
  queue: JudgeQueue;
  /** Contest start/freeze/end jobs (the worker applies them). */
  contestQueue: ContestQueue;
  /** Problem-package imports (the worker's import job). */
  importQueue: ImportQueue;
  /** Learners' challenges: validation and rejudging (issue 27). */
  challengeQueue: ChallengeQueue;
  waiter: JudgeWaiter;
  /** SIGTERM state: readiness, refusing new requests, counting the ones still running (lib/drain.ts). */
  drain: Drain;
  /**
   * "Now" for every decision that depends on it (contest status and receipts, hidden problems' release, the daily
   * leaderboard, the streak); tests inject one to cross a contest's end or a UTC midnight.
   */
  clock: () => Date;
  /** This instance's Prometheus registry and the instruments the request path records into. */
  metrics: ApiMetrics;
  close: () => Promise<void>;
};

export function createContext(env: Env): AppContext {
  const log = createLogger("api", env);
  const { db, sql } = createDb(env.DATABASE_URL, { log: postgresLog(log) });
  // Auto-pipelining batches the commands concurrent requests issue in the same tick into one round trip: the
  // session check, list version and solved set of a hundred in-flight requests cost a handful of writes.
  const redis = createRedis(env.REDIS_URL, { enableAutoPipelining: true }, "redis", log);
  // Adapter connections wait out an outage (no per-command retry cap): a subscription must come back by itself,
  // and a rejected psubscribe inside the adapter would surface as an unhandled rejection.
  const pub = createRedis(env.REDIS_URL, { maxRetriesPerRequest: null }, "redis: socket.io publisher", log);
  const sub = createRedis(env.REDIS_URL, { maxRetriesPerRequest: null }, "redis: socket.io subscriber", log);
  const judgeSub = createRedis(
    env.REDIS_URL,
    { maxRetriesPerRequest: null },
    "redis: verdict subscriber",
    log,
  );
  const queue = createJudgeQueue(redis, env.REDIS_PREFIX);
  logUnlessDown(queue, redis, "judge queue", log);
  const contestQueue = createContestQueue(redis, env.REDIS_PREFIX);
  logUnlessDown(contestQueue, redis, "contest queue", log);
  const importQueue = createImportQueue(redis, env.REDIS_PREFIX);
  logUnlessDown(importQueue, redis, "import queue", log);
  const challengeQueue = createChallengeQueue(redis, env.REDIS_PREFIX);
  logUnlessDown(challengeQueue, redis, "challenge queue", log);
  const waiter = createJudgeWaiter(judgeSub, env.REDIS_PREFIX, log);
  const key = keyer(env.REDIS_PREFIX);
  const signer = createSessionSigner(env.JWT_SECRET);
  const cookieName = sessionCookieName(env.NODE_ENV === "production");
  const mirror = new RedisMirror(
    redis,
    [
      authKeyPrefix(key),
      solvedSetKey(env.REDIS_PREFIX, ""),
      problemsVersionKey(env.REDIS_PREFIX),
      contestVersionPrefix(env.REDIS_PREFIX),
    ],
    log,
  );
  const authState = createAuthStateStore(db, redis, key, mirror);
  const window = 15 * 60;
  const limits = {
    loginIp: createLimiter(
      redis,
      key("rl", "login-ip"),
      { points: env.LOGIN_MAX_PER_IP, durationSeconds: window },
      "Too many login attempts from this address.",
    ),
    loginEmail: createLimiter(
      redis,
      key("rl", "login-email"),
      { points: env.LOGIN_MAX_PER_EMAIL, durationSeconds: window },
      "Too many login attempts for this account.",
    ),
    registerIp: createLimiter(
      redis,
      key("rl", "register-ip"),
      { points: env.REGISTER_MAX_PER_IP, durationSeconds: 3600 },
      "Too many sign-ups from this address.",
    ),
    // Every request counts (each may send a mail); the same budget for known and unknown e-mails.
    forgotPasswordIp: createLimiter(
      redis,
      key("rl", "forgot-ip"),
      { points: env.FORGOT_PASSWORD_MAX_PER_IP, durationSeconds: 3600 },
      PASSWORD_RESET_TEXTS.tooManyRequests,
    ),
    forgotPasswordEmail: createLimiter(
      redis,
      key("rl", "forgot-email"),
      { points: env.FORGOT_PASSWORD_MAX_PER_EMAIL, durationSeconds: 3600 },
      PASSWORD_RESET_TEXTS.tooManyRequests,
    ),
    // Tokens are 256 bits, so guessing is hopeless anyway; this only bounds the argon2 work one address can cause.
    resetPasswordIp: createLimiter(
      redis,
      key("rl", "reset-ip"),
      { points: env.LOGIN_MAX_PER_IP, durationSeconds: window },
      "Too many password resets from this address.",
    ),
    // Per user, not per socket or instance: a second tab or a second instance shares the same budget.
    discussionPost: createLimiter(redis, key("rl", "discussion-post"), DISCUSSION_RATE_LIMIT, {
      exact: DISCUSSION_TEXTS.rateLimited,
    }),
    discussionVote: createLimiter(redis, key("rl", "discussion-vote"), DISCUSSION_VOTE_RATE_LIMIT, {
      exact: DISCUSSION_TEXTS.voteRateLimited,
    }),
    // Per user: each challenge runs every accepted submission of a problem in the sandbox.
    challenge: createLimiter(redis, key("rl", "challenge"), CHALLENGE_RATE_LIMIT, {
      exact: CHALLENGE_TEXTS.rateLimited,
    }),
  };
  const mailer = createMailer(env, log);
  const currentUser = async (claims: SessionClaims) => {
    const peeked = authState.peek(claims);
    return peeked === undefined ? authState.resolve(claims) : peeked;
  };
  const realtime = createRealtime({
    pub,
    sub,
    prefix: env.REDIS_PREFIX,
    log,
    allowedOrigins: env.CORS_ORIGINS,
    cookieName,
    // The same fast path as requireUser: an instance that has seen the token and mirrors its user needs no I/O.
    authenticate: async (token) => {
      const claims = signer.peek(token) ?? (await signer.verify(token));
      if (!claims) return null;
      const user = await currentUser(claims);
      return user ? { claims, user } : null;
    },
    currentUser,
    // Late-bound: the services take the whole context, which is complete before any socket can send an event.
    discussions: {
      assertVisible: (user, problemId) => assertProblemVisible(ctx, user, problemId),
      post: (user, payload) => postMessage(ctx, user, payload),
    },
    contests: { assertExists: async (contestId) => void (await getContestRow(ctx, contestId)) },
  });
  const ctx: AppContext = {
    env,
    log,
    db,
    sql,
    redis,
    mirror,
    key,
    signer,
    cookieName,
    authState,
    limits,
    mailer,
    caches: {
      problemList: createProblemListCache(),
      leaderboard: createLeaderboardCache(),
      problemExistence: createProblemExistenceMemo(),
      contestBoards: createContestBoardCache(),
      contestLocks: createContestLockMemo(),
    },
    realtime,
    queue,
    contestQueue,
    importQueue,
    challengeQueue,
    waiter,
    drain: createDrain(),
    clock: () => new Date(),
    metrics: createApiMetrics({
      queues: { judge: queue, contest: contestQueue },
      socketConnections: () => realtime.connectionCount(),
    }),
    async close() {
      // Disconnect rather than quit while Redis is down: quit would wait for a connection that may never come.
      const closeRedis = (r: Redis) => (r.status === "ready" ? r.quit() : Promise.resolve(r.disconnect()));
      await Promise.race([realtime.close(), Bun.sleep(2000)]).catch(() => {});
      // Mails already accepted for sending get a moment to leave (the SMTP timeouts bound each one).
      await Promise.race([mailer.idle(), Bun.sleep(5000)]);
      mailer.close();
      await Promise.allSettled([
        mirror.close(),
        closeRedis(redis),
        closeRedis(pub),
        closeRedis(sub),
        sql.end({ timeout: 5 }),
      ]);
    },
  };
  return ctx;
}
