import {
  announceClarificationBodySchema,
  answerClarificationBodySchema,
  askClarificationBodySchema,
  type ClarificationView,
  clarificationListQuerySchema,
} from "@grindstone/shared";
import { z } from "zod";
import type { RouteDoc } from "./route-registry.ts";

/** The contests' clarification routes (issue 26), kept apart so the registry gains one line for them. */
export const clarificationViewSchema = z
  .object({
    id: z.uuid(),
    contestId: z.uuid(),
    problemId: z.uuid().nullable(),
    problemLabel: z.string().nullable(),
    text: z.string(),
    time: z.string().meta({ format: "date-time" }),
    replyToId: z.uuid().nullable(),
    public: z.boolean(),
    fromJury: z.boolean(),
    mine: z.boolean(),
    fromUserId: z
      .uuid()
      .nullable()
      .optional()
      .meta({ description: "Admins only: the asker (null: the jury)" }),
    fromUsername: z.string().nullable().optional().meta({ description: "Admins only" }),
    answered: z.boolean().optional().meta({ description: "Admins only, on questions" }),
  })
  .meta({ id: "Clarification" }) satisfies z.ZodType<ClarificationView>;

const one = z.object({ message: z.string(), clarification: clarificationViewSchema });

export const CLARIFICATION_ROUTES: RouteDoc[] = [
  {
    method: "get",
    path: "/contests/:id/clarifications",
    tag: "contests",
    summary: "The clarifications the caller may read, oldest first (since: a reconnect's catch-up)",
    access: "user",
    query: clarificationListQuerySchema,
    response: z.object({ clarifications: z.array(clarificationViewSchema) }),
  },
  {
    method: "post",
    path: "/contests/:id/clarifications",
    tag: "contests",
    summary: "Ask the jury (a registered participant, while the contest is LIVE; 5 a minute)",
    access: "user",
    body: askClarificationBodySchema,
    status: 201,
    response: one,
  },
  {
    method: "post",
    path: "/contests/:id/clarifications/announce",
    tag: "contests",
    summary: "Announce to everyone (a jury message answering no question)",
    access: "admin",
    body: announceClarificationBodySchema,
    status: 201,
    response: one,
  },
  {
    method: "post",
    path: "/contests/:id/clarifications/:clarId/answer",
    tag: "contests",
    summary: "Answer a question, to its asker or (public) to everyone",
    access: "admin",
    body: answerClarificationBodySchema,
    status: 201,
    response: one,
  },
];
