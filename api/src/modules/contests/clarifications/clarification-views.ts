import { contestClarifications, users } from "@grindstone/db";
import { contestProblemColumns } from "@grindstone/db/queries/contest-board";
import type { ClarificationView } from "@grindstone/shared";
import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../../context.ts";
import type { ContestViewer } from "../contest-views.ts";

export type ClarificationRow = typeof contestClarifications.$inferSelect;
/** A row with what its view needs besides itself: whether a reply exists (any, public) and the asker's handle. */
export type ClarificationFacts = {
  row: ClarificationRow;
  answered: boolean;
  publicReply: boolean;
  askerEmail: string | null;
};

/** Problem id → its letter in the contest (A, B, …), the same letters the scoreboard shows. */
export async function problemLabels(ctx: AppContext, contestId: string) {
  const columns = await contestProblemColumns(ctx.db, contestId);
  return new Map(columns.map((c) => [c.problemId, c.label]));
}
export type ProblemLabels = Awaited<ReturnType<typeof problemLabels>>;

const isAdmin = (viewer: ContestViewer) => viewer.role === "ADMIN";
// The same handle the session's user carries (toPublicUser): the e-mail's local part.
const handle = (email: string | null) => (email === null ? null : (email.split("@")[0] ?? null));

/**
 * One message as `viewer` may see it. A learner never gets who asked (their own question says `mine`); a question
 * with a public answer reads as public. Admins also get the asker and whether the question has an answer.
 */
export function toClarificationView(
  f: ClarificationFacts,
  viewer: ContestViewer,
  labels: ProblemLabels,
): ClarificationView {
  const { row } = f;
  const fromJury = row.fromUserId === null;
  const view: ClarificationView = {
    id: row.id,
    contestId: row.contestId,
    problemId: row.problemId,
    problemLabel: row.problemId ? (labels.get(row.problemId) ?? null) : null,
    text: row.text,
    time: row.createdAt.toISOString(),
    replyToId: row.replyToId,
    public: fromJury ? row.public : f.publicReply,
    fromJury,
    mine: fromJury ? row.answeredBy === viewer.id : row.fromUserId === viewer.id,
  };
  if (!isAdmin(viewer)) return view;
  return {
    ...view,
    fromUserId: row.fromUserId,
    fromUsername: handle(f.askerEmail),
    ...(fromJury ? {} : { answered: f.answered }),
  };
}

const reply = sql.raw("r");
/**
 * `since` is an item's `time` as the client got it, in milliseconds; rows hold microseconds. At or after, at the
 * client's precision: a row in the same millisecond as the last one seen is not lost (the client drops repeats by id).
 */
const atOrAfter = (column: SQL | typeof contestClarifications.createdAt, since: Date) =>
  sql`date_trunc('milliseconds', ${column}) >= ${since.toISOString()}::timestamptz`;
/** A reply to the row `c` that `viewer` may see (admins: any), optionally newer than `since`. */
function visibleReply(viewer: ContestViewer, since?: Date): SQL {
  const who = isAdmin(viewer) ? sql`true` : sql`(${reply}.public or ${reply}.to_user_id = ${viewer.id})`;
  const when = since ? sql`and ${atOrAfter(sql`${reply}.created_at`, since)}` : sql``;
  return sql`exists (select 1 from contest_clarifications ${reply} where ${reply}.reply_to_id = ${contestClarifications.id} and ${who} ${when})`;
}

/**
 * The contest's messages `viewer` may see, oldest first. A learner: their questions, jury messages to them or to
 * everyone, and the questions those public answers answer. With `since`: items at or after it, and older questions
 * that have a (visible) reply at or after it, so a reconnecting client also learns that its question was answered.
 */
export async function loadClarifications(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
  since?: Date,
  /** Just this one message (when the viewer may see it). */
  onlyId?: string,
): Promise<ClarificationFacts[]> {
  const c = contestClarifications;
  const visible = isAdmin(viewer)
    ? undefined
    : or(
        eq(c.fromUserId, viewer.id),
        eq(c.toUserId, viewer.id),
        eq(c.public, true),
        sql`exists (select 1 from contest_clarifications ${reply} where ${reply}.reply_to_id = ${c.id} and ${reply}.public)`,
      );
  const newer = since ? or(atOrAfter(c.createdAt, since), visibleReply(viewer, since)) : undefined;
  return ctx.db
    .select({
      row: c,
      answered: sql<boolean>`exists (select 1 from contest_clarifications ${reply} where ${reply}.reply_to_id = ${c.id})`,
      publicReply: sql<boolean>`exists (select 1 from contest_clarifications ${reply} where ${reply}.reply_to_id = ${c.id} and ${reply}.public)`,
      askerEmail: users.email,
    })
    .from(c)
    .leftJoin(users, eq(users.id, c.fromUserId))
    .where(and(eq(c.contestId, contestId), visible, newer, onlyId ? eq(c.id, onlyId) : undefined))
    .orderBy(asc(c.createdAt), asc(c.id));
}
