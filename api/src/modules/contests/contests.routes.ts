import {
  CONTEST_TEXTS,
  contestRatedBodySchema,
  createContestBodySchema,
  linkContestSubmissionBodySchema,
  RATING_TEXTS,
  scoreboardQuerySchema,
  updateContestBodySchema,
  VIRTUAL_TEXTS,
} from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { requireUser } from "../../middleware/auth.ts";
import { clarificationRoutes } from "./clarifications/clarifications.routes.ts";
import { createContest, deleteContest, updateContest } from "./contest-admin.service.ts";
import {
  contestSummary,
  linkSubmission,
  listContestSolved,
  listContestSubmissions,
} from "./contest-entries.service.ts";
import { getContestProblem } from "./contest-problem.service.ts";
import { getContest, listContests, register, unregister } from "./contests.service.ts";
import { contestEventFeed } from "./icpc/event-feed.ts";
import { plagiarismRoutes } from "./plagiarism/plagiarism.routes.ts";
import { contestRatings, setRated } from "./ratings/ratings.service.ts";
import { getIcpcScoreboard, getScoreboard } from "./scoreboard.service.ts";
import { getVirtualScoreboard } from "./virtual/virtual-board.service.ts";
import { getVirtualRun, startVirtualRun } from "./virtual/virtual-runs.service.ts";

const uuid = z.uuid();
/** Unknown ids, malformed ones included, are 404 (never a 400 or 500 that tells them apart). */
const idOf = (raw: string | undefined, what: string = CONTEST_TEXTS.notFound) => {
  if (!uuid.safeParse(raw).success) throw notFound(what);
  return raw as string;
};

/**
 * Spec §7.6 paths, plus DELETE /{id}/register (unregister before the start). Every route needs a session; the
 * admin ones also the ADMIN role, checked on the server.
 */
export function contestRoutes(ctx: AppContext) {
  const viewerOf = (c: { get(k: "user"): { id: string; role: "ADMIN" | "USER" } }) => {
    const u = c.get("user");
    return { id: u.id, role: u.role };
  };
  const admin = new Hono<HonoEnv>()
    .use(requireAdmin)
    .post("/add", validate("json", createContestBodySchema), async (c) => {
      const contest = await createContest(ctx, viewerOf(c), c.req.valid("json"));
      return c.json({ message: CONTEST_TEXTS.created, contest }, 201);
    })
    .put("/:id", validate("json", updateContestBodySchema), async (c) => {
      const contest = await updateContest(ctx, viewerOf(c), idOf(c.req.param("id")), c.req.valid("json"));
      return c.json({ message: CONTEST_TEXTS.updated, contest });
    })
    .delete("/:id", async (c) => {
      await deleteContest(ctx, idOf(c.req.param("id")));
      return c.json({ message: CONTEST_TEXTS.deleted });
    })
    .patch("/:id/rated", validate("json", contestRatedBodySchema), async (c) => {
      const { rated } = c.req.valid("json");
      const contest = await setRated(ctx, viewerOf(c), idOf(c.req.param("id")), rated);
      return c.json({ message: rated ? RATING_TEXTS.ratedOn : RATING_TEXTS.ratedOff, contest });
    });

  return new Hono<HonoEnv>()
    .use(requireUser(ctx))
    .route("/admin", admin)
    .route("/", clarificationRoutes(ctx))
    .route("/", plagiarismRoutes(ctx))
    .get("/", async (c) => c.json({ contests: await listContests(ctx, viewerOf(c)) }))
    .get("/:id", async (c) =>
      c.json({ contest: await getContest(ctx, viewerOf(c), idOf(c.req.param("id"))) }),
    )
    .post("/:id/register", async (c) => {
      const contest = await register(ctx, viewerOf(c), idOf(c.req.param("id")));
      return c.json({ message: CONTEST_TEXTS.registered, contest });
    })
    .delete("/:id/register", async (c) => {
      const contest = await unregister(ctx, viewerOf(c), idOf(c.req.param("id")));
      return c.json({ message: CONTEST_TEXTS.unregistered, contest });
    })
    .post("/:id/submit", validate("json", linkContestSubmissionBodySchema), async (c) => {
      const contestSubmission = await linkSubmission(
        ctx,
        viewerOf(c),
        idOf(c.req.param("id")),
        c.req.valid("json"),
      );
      return c.json({ message: CONTEST_TEXTS.linked, contestSubmission });
    })
    .get("/:id/solved", async (c) =>
      c.json({ problemSolved: await listContestSolved(ctx, viewerOf(c), idOf(c.req.param("id"))) }),
    )
    .get("/:id/summary-stats", async (c) =>
      c.json({ summary: await contestSummary(ctx, viewerOf(c), idOf(c.req.param("id"))) }),
    )
    .get("/:id/scoreboard", validate("query", scoreboardQuerySchema), async (c) => {
      const { view, ...q } = c.req.valid("query");
      const id = idOf(c.req.param("id"));
      const board = view === "virtual" ? getVirtualScoreboard : getScoreboard;
      return c.json(await board(ctx, viewerOf(c), id, q));
    })
    .post("/:id/virtual", async (c) => {
      const run = await startVirtualRun(ctx, viewerOf(c), idOf(c.req.param("id")));
      return c.json({ message: VIRTUAL_TEXTS.started, run }, 201);
    })
    .get("/:id/virtual", async (c) =>
      c.json({ run: await getVirtualRun(ctx, viewerOf(c), idOf(c.req.param("id"))) }),
    )
    .get("/:id/icpc/event-feed", requireAdmin, async (c) => {
      const feed = await contestEventFeed(ctx, idOf(c.req.param("id")));
      return c.body(feed, 200, { "content-type": "application/x-ndjson; charset=utf-8" });
    })
    .get("/:id/ratings", async (c) => c.json(await contestRatings(ctx, idOf(c.req.param("id")))))
    .get("/:id/icpc/scoreboard", async (c) =>
      c.json(await getIcpcScoreboard(ctx, viewerOf(c), idOf(c.req.param("id")))),
    )
    .get("/:id/problems/:problemId", async (c) => {
      const problem = await getContestProblem(
        ctx,
        viewerOf(c),
        idOf(c.req.param("id")),
        idOf(c.req.param("problemId"), "Problem not found"),
      );
      return c.json({ problem });
    })
    .get("/:id/:problemId/submission", async (c) => {
      const submissions = await listContestSubmissions(
        ctx,
        viewerOf(c),
        idOf(c.req.param("id")),
        idOf(c.req.param("problemId"), "Problem not found"),
      );
      return c.json({ submissions });
    });
}
