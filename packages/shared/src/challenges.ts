import { z } from "zod";

/**
 * "Challenge a test" (issue 27): a learner's input that they believe breaks an accepted solution. The state machine:
 * VALIDATING (input validators, then the reference solution) → RUNNING (the accepted submissions) → PENDING_REVIEW
 * (at least one failed) → APPROVED / REJECTED by an admin; or a refusal on the way: INVALID, REFERENCE_FAILED,
 * NO_BREAK (every accepted solution passed).
 */
export const CHALLENGE_STATUSES = [
  "VALIDATING",
  "RUNNING",
  "INVALID",
  "REFERENCE_FAILED",
  "NO_BREAK",
  "PENDING_REVIEW",
  "APPROVED",
  "REJECTED",
] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
/** Still being worked on by the worker: the page keeps polling. */
export const CHALLENGE_IN_PROGRESS: readonly ChallengeStatus[] = ["VALIDATING", "RUNNING"];

/**
 * The input's cap: 64 KiB. A challenge is a counter-example a person writes or pastes; a big generated test belongs in
 * the problem's package. Every accepted submission runs on it, so its size multiplies.
 */
export const CHALLENGE_MAX_INPUT_BYTES = 64 * 1024;
/** A validator's or the reference's message kept on the challenge, in characters. */
export const CHALLENGE_MESSAGE_MAX = 500;
/** Per user: 5 challenges per hour, on every API instance (each one runs every accepted submission of a problem). */
export const CHALLENGE_RATE_LIMIT = { points: 5, durationSeconds: 3600 } as const;

export const CHALLENGE_TEXTS = {
  noValidator: "This problem cannot be challenged: it has no input validator",
  noReference: "This problem cannot be challenged: it has no reference solution",
  notPassFail: "This problem cannot be challenged: only pass-fail problems take challenges",
  tooLarge: `The input must be at most ${CHALLENGE_MAX_INPUT_BYTES / 1024} KiB`,
  empty: "The input cannot be empty",
  notYourAccepted: "Name one of your own accepted submissions of this problem, or any",
  rateLimited: "Too many challenges. Try again later.",
  notFound: "Challenge not found",
  notPending: "Only a challenge waiting for review can be approved or rejected",
  referenceFailed: "The reference solution could not solve this input",
  noBreak: "Every accepted solution passed your input",
  pendingReview: "Some accepted solutions fail on your input: an admin will review it",
  approved: "Approved: your input is now a hidden test of this problem",
  rejected: "An admin rejected this challenge",
  laterFailure: "One of your accepted submissions fails a test added later",
} as const;

export const createChallengeBodySchema = z.object({
  input: z
    .string({ error: CHALLENGE_TEXTS.empty })
    .refine((s) => s.trim().length > 0, CHALLENGE_TEXTS.empty)
    .refine(
      (s) => new TextEncoder().encode(s).byteLength <= CHALLENGE_MAX_INPUT_BYTES,
      CHALLENGE_TEXTS.tooLarge,
    ),
  /** One of the caller's own accepted submissions of the problem; absent or null: "any". */
  submissionId: z.uuid(CHALLENGE_TEXTS.notYourAccepted).nullish(),
});
export type CreateChallengeBody = z.infer<typeof createChallengeBodySchema>;

export const rejectChallengeBodySchema = z.object({
  message: z.string().trim().max(CHALLENGE_MESSAGE_MAX).optional(),
});
export type RejectChallengeBody = z.infer<typeof rejectChallengeBodySchema>;

export const challengeListQuerySchema = z.object({
  status: z.enum(CHALLENGE_STATUSES).default("PENDING_REVIEW"),
});

/** Failing accepted submissions by language key ("CPP": 2). */
const failingByLanguage = z.record(z.string(), z.number().int());

/**
 * A challenge as its owner or an admin sees it: counts only, never the expected output or anyone's code. `input` is
 * there because only its owner and admins ever get this view.
 */
export const challengeViewSchema = z.object({
  id: z.uuid(),
  problemId: z.uuid(),
  targetSubmissionId: z.uuid().nullable(),
  input: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  message: z.string(),
  checked: z.number().int(),
  total: z.number().int(),
  failing: z.number().int(),
  failingByLanguage,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ChallengeView = z.infer<typeof challengeViewSchema>;

/** An admin's row in the review queue: the view plus who and which problem (the evidence is the counts). */
export const adminChallengeViewSchema = challengeViewSchema.extend({
  userName: z.string(),
  problemTitle: z.string(),
  /** The reference's answer: admins only, to judge the test they add. */
  expectedOutput: z.string().nullable(),
});
export type AdminChallengeView = z.infer<typeof adminChallengeViewSchema>;

/** To the owner of an accepted submission that fails a test added later (a toast and a badge). */
export const laterFailureEventSchema = z.object({
  submissionId: z.uuid(),
  problemId: z.uuid(),
  status: z.string(),
});
export type LaterFailureEvent = z.infer<typeof laterFailureEventSchema>;

/** GET /challenges/later-failures: the caller's accepted submissions that failed a later test, and the badge count. */
export const laterFailuresResponseSchema = z.object({
  unseen: z.number().int(),
  failures: z.array(
    z.object({
      submissionId: z.uuid(),
      problemId: z.uuid(),
      problemTitle: z.string(),
      status: z.string(),
      failedAt: z.string(),
      seen: z.boolean(),
    }),
  ),
});
export type LaterFailuresResponse = z.infer<typeof laterFailuresResponseSchema>;
