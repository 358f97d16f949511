import { createContext } from "./context.ts";
import { loadEnv } from "./env.ts";
import { startMetricsServer } from "./modules/metrics/metrics-server.ts";
import { startServer } from "./server.ts";

const env = loadEnv();
const ctx = createContext(env);
const server = startServer(ctx);
ctx.log.info({ port: server.port }, `listening on http://localhost:${server.port}`);
const metricsServer = startMetricsServer(ctx);
if (metricsServer)
  ctx.log.info({ port: metricsServer.port }, `metrics on http://localhost:${metricsServer.port}/metrics`);

let stopping = false;
/** The drain sequence (lib/drain.ts): not ready → refuse new → answer waiters → close sockets → in-flight done. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Holds the process open until the drain is logged: once the server and sockets are closed, nothing else might,
  // and Bun would exit (code 0) in the middle of ctx.close() with the drain's summary never written (seen in CI).
  const keepAlive = setInterval(() => {}, 1000);
  const started = Date.now();
  ctx.log.info({ signal, inFlight: ctx.drain.inFlight }, `${signal}: draining`);
  ctx.drain.start();
  ctx.waiter.releaseAll();
  // Transport-level close: clients see "transport close" and reconnect, through the balancer, to a ready instance.
  await Promise.race([ctx.realtime.close(), Bun.sleep(2000)]).catch(() => {});
  const settled = await ctx.drain.settled(env.DRAIN_TIMEOUT_MS);
  // Idle keep-alive connections (a balancer's pool) would hold a graceful stop open: close them now.
  await server.stop(true);
  await metricsServer?.stop(true);
  await ctx.close();
  ctx.log.info(
    { durationMs: Date.now() - started, cutOff: ctx.drain.inFlight, refused: ctx.drain.refused },
    `drained: ${settled ? "all requests finished" : `${ctx.drain.inFlight} cut off`}, ${ctx.drain.refused} refused for the balancer to replay`,
  );
  // The last lines say how the drain went: make sure they are out before the process is. The logger writes
  // asynchronously and its flush callback may come before the write reaches the pipe, so the process ends by itself
  // once nothing is pending (a pending write keeps it alive), and only a handle left open is cut, a second later.
  ctx.log.flush(() => {
    clearInterval(keepAlive);
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
