import { createContext } from "./context.ts";
import { loadEnv } from "./env.ts";
import { startServer } from "./server.ts";

const env = loadEnv();
const ctx = createContext(env);
const server = startServer(ctx);
ctx.log.info({ port: server.port }, `listening on http://localhost:${server.port}`);

let stopping = false;
/** The drain sequence (lib/drain.ts): not ready → refuse new → answer waiters → close sockets → in-flight done. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  ctx.log.info({ signal, inFlight: ctx.drain.inFlight }, `${signal}: draining`);
  ctx.drain.start();
  ctx.waiter.releaseAll();
  // Transport-level close: clients see "transport close" and reconnect, through the balancer, to a ready instance.
  await Promise.race([ctx.realtime.close(), Bun.sleep(2000)]).catch(() => {});
  const settled = await ctx.drain.settled(env.DRAIN_TIMEOUT_MS);
  // Idle keep-alive connections (a balancer's pool) would hold a graceful stop open: close them now.
  await server.stop(true);
  await ctx.close();
  ctx.log.info(
    { durationMs: Date.now() - started, cutOff: ctx.drain.inFlight, refused: ctx.drain.refused },
    `drained: ${settled ? "all requests finished" : `${ctx.drain.inFlight} cut off`}, ${ctx.drain.refused} refused for the balancer to replay`,
  );
  // The last lines say how the drain went: make sure they are out before the process is.
  ctx.log.flush(() => process.exit(0));
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
