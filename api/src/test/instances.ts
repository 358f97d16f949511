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
 * Two real API instances sharing Postgres and Redis: instance A is a child process, instance B runs in this
 * process. Only the Redis adapter connects them, exactly as in a horizontally scaled deploy.
 */
export async function startTwoInstances() {
  const env = testEnv({ TRUST_PROXY: "true" });
  const portA = await freePort();
  const a: { proc: Subprocess; url: string } = {
    url: `http://127.0.0.1:${portA}`,
    proc: Bun.spawn([process.execPath, "api/src/index.ts"], {
      cwd: new URL("../../..", import.meta.url).pathname,
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(portA),
        DATABASE_URL: env.DATABASE_URL,
        REDIS_URL: env.REDIS_URL,
        REDIS_PREFIX: env.REDIS_PREFIX,
        TRUST_PROXY: "true",
        JWT_SECRET: env.JWT_SECRET,
      },
      stdio: ["ignore", "inherit", "inherit"],
    }),
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
    open(url: string, cookie: string, origin?: string) {
      const socket: ClientSocket = connect(url, {
        path: "/socket.io/",
        transports: ["websocket"],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie, ...(origin ? { origin } : {}) },
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
