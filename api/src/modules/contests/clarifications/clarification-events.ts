import { CLARIFICATION_EVENT, contestAdminRoom, contestRoom } from "@grindstone/shared";
import type { AppContext } from "../../../context.ts";
import type { ContestViewer } from "../contest-views.ts";
import { type ClarificationFacts, type ProblemLabels, toClarificationView } from "./clarification-views.ts";

/**
 * Live delivery through the Redis adapter, so every API instance's sockets get it. Each room gets the item as its
 * members may see it: the admin room the full view (asker, answered), the contest room (anyone watching the contest,
 * spectators included, admins excepted as they have their own copy) the learner's view with no asker, and a user's
 * own room what is addressed to them. A client that was offline catches up with GET …/clarifications?since=.
 */
const ADMIN: ContestViewer = { id: "", role: "ADMIN" };
const SOMEONE: ContestViewer = { id: "", role: "USER" };

type Item = { facts: ClarificationFacts; labels: ProblemLabels };

const asUser = ({ facts, labels }: Item, userId: string) =>
  toClarificationView(facts, { id: userId, role: "USER" }, labels);

/** A new question: to the jury (with the asker), and to the asker's own other tabs. */
export function deliverQuestion(ctx: AppContext, item: Item) {
  const { row } = item.facts;
  ctx.realtime.emitToRoom(contestAdminRoom(row.contestId), CLARIFICATION_EVENT, toAdmin(item));
  if (row.fromUserId)
    ctx.realtime.emitToUser(row.fromUserId, CLARIFICATION_EVENT, asUser(item, row.fromUserId));
}

/**
 * An answer: private ones to the asker alone; public ones, preceded by their question (now public, without its
 * asker), to everyone watching the contest and to the asker wherever they are. The jury gets both, the question
 * now marked answered.
 */
export function deliverAnswer(ctx: AppContext, question: Item, answer: Item) {
  const contestId = answer.facts.row.contestId;
  const asker = question.facts.row.fromUserId;
  ctx.realtime.emitToRoom(contestAdminRoom(contestId), CLARIFICATION_EVENT, toAdmin(question));
  ctx.realtime.emitToRoom(contestAdminRoom(contestId), CLARIFICATION_EVENT, toAdmin(answer));
  if (answer.facts.row.public) {
    for (const item of [question, answer])
      ctx.realtime.emitToRoomExcept(
        contestRoom(contestId),
        contestAdminRoom(contestId),
        CLARIFICATION_EVENT,
        toSomeone(item),
      );
  }
  if (asker) ctx.realtime.emitToUser(asker, CLARIFICATION_EVENT, asUser(answer, asker));
}

/** An announcement: to everyone watching the contest, and to the jury. */
export function deliverAnnouncement(ctx: AppContext, item: Item) {
  const contestId = item.facts.row.contestId;
  ctx.realtime.emitToRoom(contestAdminRoom(contestId), CLARIFICATION_EVENT, toAdmin(item));
  ctx.realtime.emitToRoomExcept(
    contestRoom(contestId),
    contestAdminRoom(contestId),
    CLARIFICATION_EVENT,
    toSomeone(item),
  );
}

// `mine` is per reader: the shared copies say false (a client keeps its own `mine` for an item it already has).
const toAdmin = ({ facts, labels }: Item) => toClarificationView(facts, ADMIN, labels);
const toSomeone = ({ facts, labels }: Item) => toClarificationView(facts, SOMEONE, labels);
