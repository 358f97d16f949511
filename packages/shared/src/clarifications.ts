import { z } from "zod";

/**
 * Contest clarifications (issue 26), shaped after the ICPC Contest API's `clarifications`: every item is one message.
 * A question goes from a participant to the jury; the jury's answer goes to the asker or, public, to everyone; an
 * announcement is a jury message answering no question. Bodies, views, texts and the socket event live here once.
 */

/** The longest message, question or jury text alike. */
export const CLARIFICATION_TEXT_MAX = 2000;
/** Questions per user across all contests and API instances (Redis-backed): enough to ask, too few to flood the jury. */
export const CLARIFICATION_RATE_LIMIT = { points: 5, durationSeconds: 60 } as const;
/** The socket event that carries one item, as its recipient may see it. */
export const CLARIFICATION_EVENT = "clarification" as const;

export const CLARIFICATION_TEXTS = {
  empty: "Write a message first",
  tooLong: `A message can be at most ${CLARIFICATION_TEXT_MAX} characters`,
  problemNotInContest: "This problem is not part of the contest",
  notFound: "Clarification not found",
  notAQuestion: "Only a participant's question can be answered",
  rateLimited: "You are asking too fast.",
  asked: "Question sent to the jury",
  answered: "Answer sent",
  announced: "Announcement sent",
  adminsDoNotAsk: "The jury answers questions; post an announcement instead",
} as const;

const text = z
  .string({ error: CLARIFICATION_TEXTS.empty })
  .trim()
  .min(1, CLARIFICATION_TEXTS.empty)
  .max(CLARIFICATION_TEXT_MAX, CLARIFICATION_TEXTS.tooLong);
const problemId = z.uuid(CLARIFICATION_TEXTS.problemNotInContest).nullish();

/** POST /contests/{id}/clarifications: a participant's question, about one problem or (no problemId) in general. */
export const askClarificationBodySchema = z.object({ problemId, text });
export type AskClarificationBody = z.infer<typeof askClarificationBodySchema>;

/** POST /contests/{id}/clarifications/{clarId}/answer: to the asker only, or `public` to everyone. */
export const answerClarificationBodySchema = z.object({ text, public: z.boolean().default(false) });
export type AnswerClarificationBody = z.infer<typeof answerClarificationBodySchema>;

/** POST /contests/{id}/clarifications/announce: a jury message to everyone, answering no question. */
export const announceClarificationBodySchema = z.object({ problemId, text });
export type AnnounceClarificationBody = z.infer<typeof announceClarificationBodySchema>;

/** GET /contests/{id}/clarifications?since=ISO: only items newer than `since` (a reconnect's catch-up). */
export const clarificationListQuerySchema = z.object({
  since: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), "since must be a valid date")
    .transform((s) => new Date(s))
    .optional(),
});

/**
 * One message as its reader may see it. `fromJury`: an answer or announcement. `mine`: the reader wrote it (their
 * question, or for an admin their jury message). A public answer's question is shown to everyone without its asker.
 * Admins alone get `fromUserId`/`fromUsername` (the asker, null for jury messages) and `answered` (questions).
 */
export type ClarificationView = {
  id: string;
  contestId: string;
  problemId: string | null;
  /** The problem's letter in the contest (A, B, …), null for a general message. */
  problemLabel: string | null;
  text: string;
  time: string;
  replyToId: string | null;
  public: boolean;
  fromJury: boolean;
  mine: boolean;
  fromUserId?: string | null;
  fromUsername?: string | null;
  answered?: boolean;
};
export type ClarificationListResponse = { clarifications: ClarificationView[] };
export type ClarificationResponse = { message: string; clarification: ClarificationView };

/** The kind a screen labels an item with (the server's fields decide it; the web only names it). */
export function clarificationKind(c: Pick<ClarificationView, "fromJury" | "replyToId">) {
  if (!c.fromJury) return "question" as const;
  return c.replyToId ? ("answer" as const) : ("announcement" as const);
}
