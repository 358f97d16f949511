import type { ClientToServerEvents, ServerToClientEvents } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { io as connect, type Socket } from "socket.io-client";
import { createContext } from "../context.ts";
import { testEnv } from "../env.ts";
import { startServer } from "../server.ts";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function freePort() {
  const s = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = s.port!;
  await s.stop(true);
  return port;
}

async function waitForHealth(url: string) {
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${url}/api/v1/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await Bun.sleep(100);
  }
  throw new Error(`instance at ${url} did not become healthy`);
}

export const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once("connect", () => resolve());
    s.once("connect_error", (err) => reject(err));
  });

/**
 * A real API process (`bun api/src/index.ts`) on the test database and Redis, for what only a process shows:
 * signals, exit codes, its log output. `env` adds to or overrides the test settings.
 */
export function spawnApi(
  port: number,
  env: Record<string, string> = {},
  stdout: "inherit" | "pipe" = "inherit",
) {
  const test = testEnv();
  return Bun.spawn([process.execPath, "api/src/index.ts"], {
    cwd: new URL("../../..", import.meta.url).pathname,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATABASE_URL: test.DATABASE_URL,
      REDIS_URL: test.REDIS_URL,
      REDIS_PREFIX: test.REDIS_PREFIX,
      JWT_SECRET: test.JWT_SECRET,
      ...env,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
}

/**
 * Two real API instances sharing Postgres and Redis: instance A is a child process, instance B runs in this
 * process. Only the Redis adapter connects them, exactly as in a horizontally scaled deploy.
 */
export async function startTwoInstances() {
  const env = testEnv({ TRUST_PROXY: "true" });
  const portA = await freePort();
  const a: { proc: Subprocess; url: string } = {
    url: `http://127.0.0.1:${portA}`,
    proc: spawnApi(portA, { TRUST_PROXY: "true" }),
  };
  const ctx = createContext(env);
  const server = startServer(ctx, 0);
  const b = { ctx, server, url: `http://127.0.0.1:${server.port}` };
  await waitForHealth(a.url);
  const sockets: ClientSocket[] = [];
  return {
    a,
    b,
    /** A socket.io client with the session cookie, no automatic reconnection (a test reconnects by itself). */
    open(url: string, cookie: string, origin?: string, auth?: Record<string, unknown>) {
      const socket: ClientSocket = connect(url, {
        path: "/socket.io/",
        transports: ["websocket"],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie, ...(origin ? { origin } : {}) },
        ...(auth ? { auth } : {}),
      });
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const s of sockets) s.disconnect();
      a.proc.kill("SIGTERM");
      await a.proc.exited;
      await b.server.stop(true);
      await b.ctx.close();
    },
  };
}
