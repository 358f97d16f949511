import { createProblemBodySchema, updateProblemBodySchema } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { accepts } from "../../lib/accept-encoding.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { requireUser } from "../../middleware/auth.ts";
import { problemChallengeRoutes } from "../challenges/challenges.routes.ts";
import { hintRoutes } from "../hints/hints.routes.ts";
import { suggestionRoutes } from "../suggestions/suggestions.routes.ts";
import { problemAssetRoutes } from "./problem-assets.ts";
import { problemExportRoutes } from "./problem-export.routes.ts";
import { problemImportRoutes } from "./problem-import.routes.ts";
import { problemListBody } from "./problem-list-cache.ts";
import {
  createProblem,
  deleteProblem,
  getProblem,
  listSolvedProblems,
  updateProblem,
} from "./problems.service.ts";

const idParam = z.object({ id: z.uuid("Problem not found") });

/** Whether an Accept-Encoding header admits gzip (listed without q=0, or via "*"). */
export const acceptsGzip = (header: string | undefined) => accepts(header, "gzip");

export function problemRoutes(ctx: AppContext) {
  return (
    new Hono<HonoEnv>()
      .use(requireUser(ctx))
      // Pre-serialised (see problem-list-cache.ts): the body is a string with the shape { problems: ProblemListItem[] }.
      .get("/get-all-problems", async (c) => {
        const body = await problemListBody(ctx, c.get("user"));
        c.header("content-type", "application/json; charset=UTF-8");
        c.header("vary", "Accept-Encoding");
        if (!acceptsGzip(c.req.header("accept-encoding"))) return c.body(body.raw);
        c.header("content-encoding", "gzip");
        return c.body(body.gzipped());
      })
      .route("/suggestions", suggestionRoutes(ctx))
      .get("/get-solved-problems", async (c) =>
        c.json({ problems: await listSolvedProblems(ctx, c.get("user")) }),
      )
      .get("/get-problem/:id", validate("param", idParam), async (c) => {
        const problem = await getProblem(ctx, c.req.valid("param").id, c.get("user"));
        return c.json({ problem });
      })
      .post("/create-problem", requireAdmin, validate("json", createProblemBodySchema), async (c) => {
        const row = await createProblem(ctx, c.get("user").id, c.req.valid("json"));
        return c.json({ message: "Problem created successfully", problem: { id: row.id } }, 201);
      })
      .put(
        "/update-problem/:id",
        requireAdmin,
        validate("param", idParam),
        validate("json", updateProblemBodySchema),
        async (c) => {
          const row = await updateProblem(
            ctx,
            c.get("user").id,
            c.req.valid("param").id,
            c.req.valid("json"),
          );
          return c.json({ message: "Problem updated successfully", problem: { id: row.id } });
        },
      )
      .delete("/delete-problem/:id", requireAdmin, validate("param", idParam), async (c) => {
        await deleteProblem(ctx, c.req.valid("param").id);
        return c.json({ message: "Problem deleted successfully" });
      })
      .route("/", problemImportRoutes(ctx))
      .route("/", problemExportRoutes(ctx))
      .route("/", problemAssetRoutes(ctx))
      .route("/", hintRoutes(ctx))
      .route("/", problemChallengeRoutes(ctx))
  );
}
