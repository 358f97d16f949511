import type { Context } from "hono";
import { getConnInfo } from "hono/bun";

/**
 * The client's address for throttling. X-Forwarded-For is trusted only behind a proxy we run (TRUST_PROXY),
 * otherwise anyone could rotate it to dodge the limiter.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (app.request in tests) have no socket
  }
}
