import { z } from "zod";

/**
 * The challenge queue (issue 27, "Challenge a test"): its own queue, not the judge queue, so a challenge never sits in
 * front of a submission, and its worker runs one job at a time and starts each sandbox run only while the judge queue
 * has nothing waiting (worker/src/challenges/idle-gate.ts). Job ids are the challenge's id (validate) and
 * `rejudge-<id>`, so a duplicate add is ignored; both jobs are idempotent.
 */
export const CHALLENGE_QUEUE = "challenges";
export const CHALLENGE_JOBS = { validate: "challenge-validate", rejudge: "challenge-rejudge" } as const;
export const challengeJobPayload = z.object({ challengeId: z.uuid() });
export type ChallengeJobPayload = z.infer<typeof challengeJobPayload>;
export const challengeJobId = (name: (typeof CHALLENGE_JOBS)[keyof typeof CHALLENGE_JOBS], id: string) =>
  name === CHALLENGE_JOBS.validate ? id : `rejudge-${id}`;
export const CHALLENGE_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: "exponential", delay: 5000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
