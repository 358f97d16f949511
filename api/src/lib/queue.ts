import {
  bullPrefix,
  CHALLENGE_JOB_OPTIONS,
  CHALLENGE_QUEUE,
  CONTEST_QUEUE,
  IMPORT_JOB_OPTIONS,
  IMPORT_QUEUE,
  JUDGE_JOB_OPTIONS,
  JUDGE_QUEUE,
} from "@grindstone/shared/server";
import { Queue } from "bullmq";
import type Redis from "ioredis";

/** The producer side of the judge queue; the worker consumes it. Same name, prefix and job defaults as the sweeper. */
export function createJudgeQueue(connection: Redis, redisPrefix: string) {
  return new Queue(JUDGE_QUEUE, {
    connection,
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: JUDGE_JOB_OPTIONS,
  });
}
export type JudgeQueue = ReturnType<typeof createJudgeQueue>;

/** The producer side of the contest queue (transition jobs); the worker consumes it. */
export function createContestQueue(connection: Redis, redisPrefix: string) {
  return new Queue(CONTEST_QUEUE, { connection, prefix: bullPrefix(redisPrefix) });
}
export type ContestQueue = ReturnType<typeof createContestQueue>;

/** The producer side of the problem-import queue (issue 25); the worker's import job consumes it. */
export function createImportQueue(connection: Redis, redisPrefix: string) {
  return new Queue(IMPORT_QUEUE, {
    connection,
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: IMPORT_JOB_OPTIONS,
  });
}
export type ImportQueue = ReturnType<typeof createImportQueue>;

/** The producer side of the challenge queue (issue 27): validation and rejudging of learners' challenges. */
export function createChallengeQueue(connection: Redis, redisPrefix: string) {
  return new Queue(CHALLENGE_QUEUE, {
    connection,
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: CHALLENGE_JOB_OPTIONS,
  });
}
export type ChallengeQueue = ReturnType<typeof createChallengeQueue>;
