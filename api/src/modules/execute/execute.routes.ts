import {
  type ExecuteCodeResponse,
  executeCodeBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  MAX_RUN_CASES,
  verdictHeadline,
} from "@grindstone/shared";
import { Hono } from "hono";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middleware/auth.ts";
import { runCode, submitCode } from "./execute.service.ts";
import { parseIdempotencyKey } from "./idempotency.ts";

/** Run and Submit answer 200 with the verdict when it comes within JUDGE_WAIT_MS, else 202 with the pending state.
 * A verdict's message names it ("Wrong Answer: 3 / 9 tests passed"), never a bare "executed successfully". */
export function executeRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx))
    .post("/", validate("json", executeCodeBodySchema), async (c) => {
      const { final, submission, requested } = await runCode(ctx, c.get("user"), c.req.valid("json"), {
        idempotencyKey: parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)),
        requestId: c.get("requestId"),
        log: c.get("log")(),
      });
      // A Run executes at most MAX_RUN_CASES cases; the message says when some were left out.
      const say = (text: string) =>
        requested > MAX_RUN_CASES ? `${text}. Ran the first ${MAX_RUN_CASES} of ${requested} cases` : text;
      return final
        ? c.json({ submission, message: say(verdictHeadline(submission)) } satisfies ExecuteCodeResponse, 200)
        : c.json(
            {
              submission,
              message: say("Your code is queued; results will appear shortly"),
            } satisfies ExecuteCodeResponse,
            202,
          );
    })
    .post("/submit", validate("json", executeCodeBodySchema), async (c) => {
      const { final, submission } = await submitCode(ctx, c.get("user"), c.req.valid("json"), {
        idempotencyKey: parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)),
        requestId: c.get("requestId"),
        log: c.get("log")(),
      });
      return final
        ? c.json({ submission, message: verdictHeadline(submission) } satisfies ExecuteCodeResponse, 200)
        : c.json(
            {
              submission,
              message: "Your submission is queued; the verdict will appear shortly",
            } satisfies ExecuteCodeResponse,
            202,
          );
    });
}
