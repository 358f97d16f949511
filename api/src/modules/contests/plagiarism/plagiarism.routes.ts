import { disqualifyBodySchema, PLAGIARISM_TEXTS } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../../context.ts";
import { notFound } from "../../../lib/errors.ts";
import type { HonoEnv } from "../../../lib/hono-env.ts";
import { validate } from "../../../lib/validator.ts";
import { requireAdmin } from "../../../middleware/admin.ts";
import { setDisqualified } from "./disqualify.service.ts";
import { latestReport, pairDetail, startReport } from "./plagiarism.service.ts";

const uuid = z.uuid();
const idOf = (raw: string | undefined, what = "Contest not found") => {
  if (!uuid.safeParse(raw).success) throw notFound(what);
  return raw as string;
};

/**
 * The plagiarism report and disqualification (issue 26), mounted under /contests after `requireUser`. Admins only:
 * every path answers 403 to anyone else, so nothing of it reaches learners.
 */
export function plagiarismRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use("/:id/plagiarism/*", requireAdmin)
    .use("/:id/plagiarism", requireAdmin)
    .use("/:id/disqualify", requireAdmin)
    .use("/:id/disqualify/*", requireAdmin)
    .post("/:id/plagiarism", async (c) => {
      const report = await startReport(ctx, idOf(c.req.param("id")), c.get("user").id);
      return c.json({ message: PLAGIARISM_TEXTS.started, report }, 202);
    })
    .get("/:id/plagiarism", async (c) => c.json(await latestReport(ctx, idOf(c.req.param("id")))))
    .get("/:id/plagiarism/pairs/:pairId", async (c) =>
      c.json(
        await pairDetail(
          ctx,
          idOf(c.req.param("id")),
          idOf(c.req.param("pairId"), PLAGIARISM_TEXTS.pairNotFound),
        ),
      ),
    )
    .post("/:id/disqualify", validate("json", disqualifyBodySchema), async (c) => {
      await setDisqualified(ctx, idOf(c.req.param("id")), c.req.valid("json").userId, true);
      return c.json({ message: PLAGIARISM_TEXTS.disqualified });
    })
    .delete("/:id/disqualify/:userId", async (c) => {
      const userId = idOf(c.req.param("userId"), PLAGIARISM_TEXTS.notRegistered);
      await setDisqualified(ctx, idOf(c.req.param("id")), userId, false);
      return c.json({ message: PLAGIARISM_TEXTS.reinstated });
    });
}
