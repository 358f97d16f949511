import { metricsResponse, serveOps } from "@grindstone/shared/metrics";
import type { AppContext } from "../../context.ts";

/** The METRICS_PORT listener (only /metrics, no session); null when METRICS_PORT is unset. */
export function startMetricsServer(ctx: AppContext, port = ctx.env.METRICS_PORT) {
  if (port === undefined) return null;
  return serveOps(port, { "/metrics": () => metricsResponse(ctx.metrics.registry) });
}
