import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middleware/auth.ts";
import { loadSubmissionView } from "../execute/execute.service.ts";
import { loadRunView } from "../execute/run-view.ts";
import { openedBefore } from "../hints/openings-at.ts";
import { loadPerformance } from "./performance.service.ts";
import { countSubmissions, listSubmissions } from "./submissions.service.ts";

const idParam = z.object({ id: z.uuid("Submission not found") });
const problemParam = z.object({ problemId: z.uuid("Problem not found") });

export function submissionRoutes(ctx: AppContext) {
  return (
    new Hono<HonoEnv>()
      .use(requireUser(ctx))
      // Static paths first: "/:id" would otherwise claim them.
      .get("/get-all-submissions", async (c) =>
        c.json({ submissions: await listSubmissions(ctx, c.get("user").id) }),
      )
      .get("/get-submissions/:problemId", validate("param", problemParam), async (c) => {
        const submissions = await listSubmissions(ctx, c.get("user").id, c.req.valid("param").problemId);
        return c.json({ submissions });
      })
      .get("/get-submissions-count/:problemId", validate("param", problemParam), async (c) => {
        return c.json({
          count: await countSubmissions(ctx, c.get("user").id, c.req.valid("param").problemId),
        });
      })
      .get("/:id/performance", validate("param", idParam), async (c) => {
        const performance = await loadPerformance(ctx, c.get("user"), c.req.valid("param").id);
        return c.json({ performance });
      })
      .get("/:id", validate("param", idParam), async (c) => {
        const userId = c.get("user").id;
        const { id } = c.req.valid("param");
        const submission =
          (await loadSubmissionView(ctx, userId, id)) ?? (await loadRunView(ctx, userId, id));
        if (!submission) throw notFound("Submission not found");
        if (submission.kind === "run") return c.json({ submission });
        const [withOpenings] = await openedBefore(ctx, userId, [submission]);
        return c.json({ submission: withOpenings ?? submission });
      })
  );
}
