import { type Context, Hono } from "hono";
import type { AppContext } from "../../context.ts";

// A health probe must answer quickly even when a dependency hangs; 2 s is below typical probe timeouts.
const PROBE_TIMEOUT_MS = 2000;

// Takes a function: a dependency whose circuit is open refuses synchronously, which must count as "down" too.
const within = <T>(check: () => PromiseLike<T>) =>
  Promise.race([
    (async () => check())(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), PROBE_TIMEOUT_MS)),
  ]);

/** 200 when Postgres and Redis answer within the probe timeout, else 503 naming the ones that did not. */
async function dependencies(ctx: AppContext, c: Context) {
  const [pg, redis] = await Promise.allSettled([
    within(() => ctx.sql`select 1`),
    within(() => ctx.redis.ping()),
  ]);
  const down = [pg.status === "rejected" && "postgres", redis.status === "rejected" && "redis"].filter(
    Boolean,
  );
  if (down.length === 0) return c.json({ status: "ok" });
  return c.json(
    { status: "degraded", error: `Unavailable: ${down.join(", ")}`, code: "SERVICE_UNAVAILABLE", down },
    503,
  );
}

export function healthRoutes(ctx: AppContext) {
  return (
    new Hono()
      // Liveness: the process answers, nothing else checked (also the benchmarks' "minimal route"). A draining
      // instance is alive: an orchestrator must not kill it while its in-flight requests finish.
      .get("/live", (c) => c.json({ status: "ok" }))
      // Readiness: may a load balancer send this instance new requests? Not while draining, not while a
      // dependency every request needs is down (another instance may still reach it).
      .get("/ready", async (c) => {
        if (ctx.drain.draining) {
          return c.json(
            { status: "draining", error: "This server is shutting down", code: "SERVICE_UNAVAILABLE" },
            503,
          );
        }
        return dependencies(ctx, c);
      })
      .get("/", (c) => dependencies(ctx, c))
  );
}
