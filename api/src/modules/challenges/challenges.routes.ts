import {
  CHALLENGE_TEXTS,
  challengeListQuerySchema,
  createChallengeBodySchema,
  rejectChallengeBodySchema,
} from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { requireUser } from "../../middleware/auth.ts";
import {
  approveChallenge,
  createChallenge,
  getChallenge,
  listChallengesForReview,
  listMyChallenges,
  rejectChallenge,
} from "./challenges.service.ts";
import { listLaterFailures, markLaterFailuresSeen } from "./later-failures.ts";

const problemParam = z.object({ id: z.uuid("Problem not found") });
const challengeParam = z.object({ id: z.uuid(CHALLENGE_TEXTS.notFound) });

/** Under /problems (mounted by problemRoutes, which signs the caller in): a learner's challenges of one problem. */
export function problemChallengeRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .post(
      "/:id/challenges",
      validate("param", problemParam),
      validate("json", createChallengeBodySchema),
      async (c) => {
        const challenge = await createChallenge(
          ctx,
          c.get("user"),
          c.req.valid("param").id,
          c.req.valid("json"),
        );
        return c.json({ challenge }, 202);
      },
    )
    .get("/:id/challenges/mine", validate("param", problemParam), async (c) =>
      c.json({ challenges: await listMyChallenges(ctx, c.get("user"), c.req.valid("param").id) }),
    );
}

/**
 * /challenges: the caller's "failed a later test" notices (listed before /:id, which would take the path), and one
 * challenge's progress, for its owner or an admin.
 */
export function challengeRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx))
    .get("/later-failures", async (c) => c.json(await listLaterFailures(ctx, c.get("user").id)))
    .post("/later-failures/seen", async (c) => {
      await markLaterFailuresSeen(ctx, c.get("user").id);
      return c.json({ message: "Marked as seen" });
    })
    .get("/:id", validate("param", challengeParam), async (c) =>
      c.json({ challenge: await getChallenge(ctx, c.get("user"), c.req.valid("param").id) }),
    );
}

/** /admin/challenges: the review queue, approve (adds the hidden test, then rejudges) and reject. */
export function adminChallengeRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx), requireAdmin)
    .get("/", validate("query", challengeListQuerySchema), async (c) =>
      c.json({ challenges: await listChallengesForReview(ctx, c.req.valid("query").status) }),
    )
    .post("/:id/approve", validate("param", challengeParam), async (c) =>
      c.json({ challenge: await approveChallenge(ctx, c.get("user").id, c.req.valid("param").id) }),
    )
    .post(
      "/:id/reject",
      validate("param", challengeParam),
      validate("json", rejectChallengeBodySchema),
      async (c) =>
        c.json({
          challenge: await rejectChallenge(
            ctx,
            c.get("user").id,
            c.req.valid("param").id,
            c.req.valid("json").message,
          ),
        }),
    );
}
