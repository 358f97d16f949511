import { createContext } from "./context.ts";
import { loadEnv } from "./env.ts";
import { startServer } from "./server.ts";

const env = loadEnv();
const ctx = createContext(env);
const server = startServer(ctx);
ctx.log.info({ port: server.port }, `listening on http://localhost:${server.port}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  ctx.log.info({ signal }, `${signal}: closing`);
  await server.stop();
  await ctx.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
