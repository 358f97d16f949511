import { createContext } from "./context.ts";
import { loadEnv } from "./env.ts";
import { startMetricsServer } from "./modules/metrics/metrics-server.ts";
import { startServer } from "./server.ts";

const env = loadEnv();
const ctx = createContext(env);
const server = startServer(ctx);
console.log(`[api] listening on http://localhost:${server.port} (pid ${process.pid})`);
const metricsServer = startMetricsServer(ctx);
if (metricsServer) console.log(`[api] metrics on http://localhost:${metricsServer.port}/metrics`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: closing`);
  await server.stop();
  await metricsServer?.stop();
  await ctx.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
