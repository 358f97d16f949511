import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports.ts";

/** Debian's server binaries (the README's local Postgres): the newest installed major version. */
function serverBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(join(root, v, "bin/initdb")))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no Postgres server binaries under ${root} (apt-get install postgresql)`);
  return join(root, newest, "bin");
}

/** initdb refuses to run as root, and the suite runs as root in CI: every cluster command runs as `postgres`. */
async function asPostgres(cmd: string[]) {
  // Async, so the suite's clients keep timing their requests while the cluster stops or starts.
  const proc = Bun.spawn(["runuser", "-u", "postgres", "--", ...cmd], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  if (code !== 0) throw new Error(`${cmd[0]} failed (${code}): ${stderr.trim()}`);
}

export type PgCluster = {
  port: number;
  url: (database: string) => string;
  start: () => Promise<void>;
  /** `fast` lets the server end sessions cleanly; `immediate` is a crash (recovery from WAL on start). */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  destroy: (keep: boolean) => Promise<void>;
  dir: string;
};

/**
 * A throwaway Postgres cluster in a temp dir on a free port: the suite stops and starts it at will, which it
 * could never do to the shared server on 5432. fsync is off: durability across an OS crash is not what is tested.
 */
export async function createPgCluster(): Promise<PgCluster> {
  const BIN = serverBin();
  const dir = mkdtempSync(join(tmpdir(), "grindstone-faults-pg-"));
  chownSync(dir, Number(Bun.spawnSync(["id", "-u", "postgres"]).stdout.toString()), 0);
  const data = join(dir, "data");
  const port = await freePort();
  await asPostgres([`${BIN}/initdb`, "-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c max_connections=200",
  ].join(" ");
  const cluster: PgCluster = {
    port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await asPostgres([
        `${BIN}/pg_ctl`,
        "-D",
        data,
        "-l",
        join(dir, "server.log"),
        "-o",
        options,
        "-w",
        "start",
      ]);
    },
    async stop(mode = "fast") {
      await asPostgres([`${BIN}/pg_ctl`, "-D", data, "-m", mode, "-w", "stop"]);
    },
    async destroy(keep) {
      await cluster.stop("immediate").catch(() => {}); // already stopped is fine
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
