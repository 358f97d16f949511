import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { freePort } from "./ports.ts";
import { waitUntil } from "./time.ts";

export type RedisServer = {
  port: number;
  url: string;
  start: () => Promise<void>;
  /** SIGTERM = SHUTDOWN NOSAVE here (no save points): the AOF is flushed, so a restart loses nothing. */
  stop: () => Promise<void>;
  destroy: (keep: boolean) => Promise<void>;
  dir: string;
};

async function ping(port: number) {
  const res = Bun.spawnSync(["redis-cli", "-p", String(port), "ping"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  return res.stdout.toString().trim() === "PONG";
}

/** A private redis-server with AOF on, as production runs it, restartable on the same port and data. */
export async function createRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), "grindstone-faults-redis-"));
  const port = await freePort();
  let proc: Subprocess | null = null;
  const server: RedisServer = {
    port,
    dir,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      proc = Bun.spawn(
        [
          "redis-server",
          "--port",
          String(port),
          "--bind",
          "127.0.0.1",
          "--appendonly",
          "yes",
          "--appendfsync",
          "everysec",
          "--dir",
          dir,
          "--save",
          "",
          "--logfile",
          join(dir, "redis.log"),
        ],
        { stdio: ["ignore", "ignore", "inherit"] },
      );
      if (!(await waitUntil(() => ping(port), Date.now() + 15_000)))
        throw new Error("redis-server did not start");
    },
    async stop() {
      const p = proc;
      proc = null;
      if (!p) return;
      p.kill("SIGTERM");
      await p.exited;
    },
    async destroy(keep) {
      await server.stop();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
