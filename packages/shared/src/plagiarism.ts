import { z } from "zod";
import { LANGUAGES } from "./languages.ts";

/**
 * The plagiarism report of a contest (issue 26): admin-only contracts. A report compares, per problem, every
 * participant's last accepted submission with Dolos and keeps the pairs at or above the threshold.
 */
export const PLAGIARISM_STATUSES = ["QUEUED", "RUNNING", "DONE", "FAILED"] as const;
export type PlagiarismStatus = (typeof PLAGIARISM_STATUSES)[number];

const lineRange = z.object({ startLine: z.number().int(), endLine: z.number().int() });
export const plagiarismFragmentSchema = z.object({ left: lineRange, right: lineRange });
export type PlagiarismFragment = z.infer<typeof plagiarismFragmentSchema>;

const side = z.object({ userId: z.uuid(), username: z.string(), submissionId: z.uuid() });

export const plagiarismPairSchema = z.object({
  id: z.uuid(),
  problemId: z.uuid(),
  problemTitle: z.string(),
  /** The problem's letter on the contest board (A, B, …). */
  problemLabel: z.string(),
  /** 0..1 */
  similarity: z.number(),
  longestFragment: z.number().int(),
  left: side.extend({ disqualified: z.boolean() }),
  right: side.extend({ disqualified: z.boolean() }),
});
export type PlagiarismPair = z.infer<typeof plagiarismPairSchema>;

export const plagiarismReportSchema = z.object({
  id: z.uuid(),
  status: z.enum(PLAGIARISM_STATUSES),
  engine: z.string().nullable(),
  submissions: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PlagiarismReport = z.infer<typeof plagiarismReportSchema>;

/** GET /contests/{id}/plagiarism: the latest report (null before any), pairs most similar first. */
export const plagiarismReportResponseSchema = z.object({
  report: plagiarismReportSchema.nullable(),
  pairs: z.array(plagiarismPairSchema),
});
export type PlagiarismReportResponse = z.infer<typeof plagiarismReportResponseSchema>;

const program = side.extend({
  disqualified: z.boolean(),
  language: z.enum(LANGUAGES),
  code: z.string(),
});
/** GET /contests/{id}/plagiarism/pairs/{pairId}: both programs and the matched fragments (1-based lines). */
export const plagiarismPairDetailSchema = z.object({
  pair: plagiarismPairSchema.omit({ left: true, right: true }),
  left: program,
  right: program,
  fragments: z.array(plagiarismFragmentSchema),
});
export type PlagiarismPairDetail = z.infer<typeof plagiarismPairDetailSchema>;

export const disqualifyBodySchema = z.object({ userId: z.uuid() });
export type DisqualifyBody = z.infer<typeof disqualifyBodySchema>;

export const PLAGIARISM_TEXTS = {
  started: "Plagiarism check started",
  notEnded: "The plagiarism check runs once the contest has ended",
  pairNotFound: "Pair not found",
  notRegistered: "That user is not registered for this contest",
  disqualified: "User disqualified",
  reinstated: "User reinstated",
} as const;
