import { discussionListQuerySchema } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middleware/auth.ts";
import { deleteMessage, listMessages, voteOnMessage } from "./discussions.service.ts";

const problemParam = z.object({ problemId: z.uuid("Invalid problem id") });
const messageParam = z.object({ messageId: z.uuid("Invalid message id") });

/** Spec §7.4. Posting is a socket event (realtime/discussion-events.ts), which calls postMessage. */
export function discussionRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx))
    .get(
      "/:problemId",
      validate("param", problemParam),
      validate("query", discussionListQuerySchema),
      async (c) =>
        c.json(await listMessages(ctx, c.get("user"), c.req.valid("param").problemId, c.req.valid("query"))),
    )
    .post("/:messageId/upvote", validate("param", messageParam), async (c) =>
      c.json({ discussion: await voteOnMessage(ctx, c.get("user"), c.req.valid("param").messageId, "up") }),
    )
    .post("/:messageId/downvote", validate("param", messageParam), async (c) =>
      c.json({ discussion: await voteOnMessage(ctx, c.get("user"), c.req.valid("param").messageId, "down") }),
    )
    .delete("/:messageId", validate("param", messageParam), async (c) =>
      c.json(await deleteMessage(ctx, c.get("user"), c.req.valid("param").messageId)),
    );
}
