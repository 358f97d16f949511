import type { testChallenges } from "@grindstone/db";
import {
  type AdminChallengeView,
  CHALLENGE_TEXTS,
  type ChallengeStatus,
  type ChallengeView,
} from "@grindstone/shared";

type ChallengeRow = typeof testChallenges.$inferSelect;

/**
 * What a challenge says to its owner: the reference's own failure (its stderr, its verdict) is for admins; the owner
 * reads only that the reference could not solve the input, so nothing about the reference leaks through the message.
 */
const ownerMessage = (row: ChallengeRow) =>
  row.status === "REFERENCE_FAILED" ? CHALLENGE_TEXTS.referenceFailed : row.message;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The owner's (or an admin's) view: counts only, never the expected output or any submission's code. */
export function toChallengeView(row: ChallengeRow, asAdmin: boolean): ChallengeView {
  return {
    id: row.id,
    problemId: row.problemId,
    targetSubmissionId: row.targetSubmissionId,
    input: row.input,
    status: row.status as ChallengeStatus,
    message: asAdmin ? row.message : ownerMessage(row),
    checked: row.checked,
    total: row.total,
    failing: row.failing,
    failingByLanguage: row.failingByLanguage,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    decidedAt: iso(row.decidedAt),
  };
}

/** The review queue's row: the evidence (counts per language), who sent it, and the reference's answer. */
export const toAdminChallengeView = (
  row: ChallengeRow,
  extra: { userName: string; problemTitle: string },
): AdminChallengeView => ({
  ...toChallengeView(row, true),
  ...extra,
  expectedOutput: row.expectedOutput,
});
