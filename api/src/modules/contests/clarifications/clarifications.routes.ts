import {
  announceClarificationBodySchema,
  answerClarificationBodySchema,
  askClarificationBodySchema,
  CLARIFICATION_RATE_LIMIT,
  CLARIFICATION_TEXTS,
  CONTEST_TEXTS,
  clarificationListQuerySchema,
} from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../../context.ts";
import { notFound } from "../../../lib/errors.ts";
import type { HonoEnv } from "../../../lib/hono-env.ts";
import { createLimiter } from "../../../lib/rate-limit.ts";
import { validate } from "../../../lib/validator.ts";
import { requireAdmin } from "../../../middleware/admin.ts";
import {
  announceClarification,
  answerClarification,
  askClarification,
  listClarifications,
} from "./clarifications.service.ts";

const uuid = z.uuid();
/** Unknown ids, malformed ones included, are 404 (as in contests.routes.ts). */
const idOf = (raw: string | undefined, what: string = CONTEST_TEXTS.notFound) => {
  if (!uuid.safeParse(raw).success) throw notFound(what);
  return raw as string;
};

/**
 * /contests/{id}/clarifications (issue 26), mounted inside the contest routes, behind their session check. Asking is
 * for registered participants during the contest; answering and announcing are the jury's (admins).
 */
export function clarificationRoutes(ctx: AppContext) {
  // Built with the routes, once per app: per user, in Redis, so every instance and tab shares one budget.
  const askLimiter = createLimiter(ctx.redis, ctx.key("rl", "clarification-ask"), CLARIFICATION_RATE_LIMIT, {
    exact: CLARIFICATION_TEXTS.rateLimited,
  });
  const viewerOf = (c: { get(k: "user"): { id: string; role: "ADMIN" | "USER" } }) => {
    const u = c.get("user");
    return { id: u.id, role: u.role };
  };
  return new Hono<HonoEnv>()
    .get("/:id/clarifications", validate("query", clarificationListQuerySchema), async (c) => {
      const { since } = c.req.valid("query");
      const clarifications = await listClarifications(ctx, viewerOf(c), idOf(c.req.param("id")), since);
      return c.json({ clarifications });
    })
    .post("/:id/clarifications", validate("json", askClarificationBodySchema), async (c) => {
      const clarification = await askClarification(
        ctx,
        askLimiter,
        viewerOf(c),
        idOf(c.req.param("id")),
        c.req.valid("json"),
      );
      return c.json({ message: CLARIFICATION_TEXTS.asked, clarification }, 201);
    })
    .post(
      "/:id/clarifications/announce",
      requireAdmin,
      validate("json", announceClarificationBodySchema),
      async (c) => {
        const clarification = await announceClarification(
          ctx,
          viewerOf(c),
          idOf(c.req.param("id")),
          c.req.valid("json"),
        );
        return c.json({ message: CLARIFICATION_TEXTS.announced, clarification }, 201);
      },
    )
    .post(
      "/:id/clarifications/:clarId/answer",
      requireAdmin,
      validate("json", answerClarificationBodySchema),
      async (c) => {
        const clarification = await answerClarification(
          ctx,
          viewerOf(c),
          idOf(c.req.param("id")),
          idOf(c.req.param("clarId"), CLARIFICATION_TEXTS.notFound),
          c.req.valid("json"),
        );
        return c.json({ message: CLARIFICATION_TEXTS.answered, clarification }, 201);
      },
    );
}
