import { createContext } from "./context.ts";
import { loadEnv } from "./env.ts";
import { startServer } from "./server.ts";

const env = loadEnv();
const ctx = createContext(env);
const server = startServer(ctx);
console.log(`[api] listening on http://localhost:${server.port} (pid ${process.pid})`);

let stopping = false;
/** The drain sequence (lib/drain.ts): not ready → refuse new → answer waiters → close sockets → in-flight done. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  console.log(`[api] ${signal}: draining (${ctx.drain.inFlight} requests in flight)`);
  ctx.drain.start();
  ctx.waiter.releaseAll();
  // Transport-level close: clients see "transport close" and reconnect, through the balancer, to a ready instance.
  await Promise.race([ctx.realtime.close(), Bun.sleep(2000)]).catch(() => {});
  const settled = await ctx.drain.settled(env.DRAIN_TIMEOUT_MS);
  // Idle keep-alive connections (a balancer's pool) would hold a graceful stop open: close them now.
  await server.stop(true);
  await ctx.close();
  console.log(
    `[api] drained in ${Date.now() - started} ms (${settled ? "all requests finished" : `${ctx.drain.inFlight} cut off`}, ${ctx.drain.refused} refused for the balancer to replay)`,
  );
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
