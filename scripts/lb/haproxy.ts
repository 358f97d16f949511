import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { type Backend, haproxyConfig } from "./haproxy-config.ts";

/** Debian installs HAProxy in /usr/sbin, which is not on every user's PATH. */
export const haproxyBinary = () => Bun.which("haproxy") ?? Bun.which("haproxy", { PATH: "/usr/sbin:/sbin" });

export type Haproxy = {
  proc: Subprocess;
  url: string;
  /** Runs a command on the admin socket (e.g. "show stat"); the answer as text. */
  admin: (command: string) => Promise<string>;
  stop: () => Promise<void>;
};

type LbOptions = { dir: string; port: number; backends: Backend[]; bind?: string };

/**
 * Writes the configuration under `dir`, has HAProxy check it, and returns the command that runs it in the
 * foreground (-db) with its admin socket.
 */
export function prepareHaproxy(opts: LbOptions) {
  const bin = haproxyBinary();
  if (!bin)
    throw new Error("HAProxy is not installed (apt-get install -y haproxy; scripts/start.sh does it)");
  mkdirSync(opts.dir, { recursive: true });
  const cfg = join(opts.dir, "haproxy.cfg");
  const statsSocket = join(opts.dir, "haproxy.sock");
  const bind = opts.bind ?? "0.0.0.0";
  writeFileSync(cfg, haproxyConfig({ bind, port: opts.port, backends: opts.backends, statsSocket }));
  const check = Bun.spawnSync([bin, "-c", "-q", "-f", cfg], { stderr: "pipe" });
  if (check.exitCode !== 0) throw new Error(`haproxy rejected ${cfg}: ${check.stderr.toString()}`);
  return { cmd: [bin, "-db", "-f", cfg], statsSocket };
}

/** Runs HAProxy (see prepareHaproxy); resolves once the frontend accepts connections and its admin socket is up. */
export async function startHaproxy(
  opts: LbOptions & { stdio?: "inherit" | "ignore" | number },
): Promise<Haproxy> {
  const { cmd, statsSocket } = prepareHaproxy(opts);
  const out = opts.stdio ?? "inherit";
  const proc = Bun.spawn(cmd, { stdio: ["ignore", out, out] });
  const url = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) throw new Error(`haproxy exited with code ${proc.exitCode}`);
    const up = await Bun.connect({ hostname: "127.0.0.1", port: opts.port, socket: { data() {} } })
      .then((s) => {
        s.end();
        return true;
      })
      .catch(() => false);
    if (up && existsSync(statsSocket)) break;
    await Bun.sleep(50);
  }
  return {
    proc,
    url,
    admin: (command) => adminCommand(statsSocket, command),
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

async function adminCommand(socketPath: string, command: string) {
  let text = "";
  const { promise, resolve, reject } = Promise.withResolvers<string>();
  await Bun.connect({
    unix: socketPath,
    socket: {
      open: (s) => void s.write(`${command}\n`),
      data: (_s, chunk) => {
        text += chunk.toString();
      },
      close: () => resolve(text),
      error: (_s, err) => reject(err),
    },
  });
  return promise;
}

/**
 * Per-server figures from "show stat", summed over the two backends that share the servers: state (UP, DOWN…)
 * and the requests the balancer sent to it (including ones it refused while draining, replayed elsewhere).
 */
export async function backendStats(lb: Haproxy) {
  const csv = await lb.admin("show stat");
  const [header, ...rows] = csv.replace(/^# /, "").trim().split("\n");
  const cols = header!.split(",");
  const byName = new Map<string, { name: string; status: string; sessions: number }>();
  for (const row of rows.map((r) => r.split(","))) {
    const at = (name: string) => row[cols.indexOf(name)] ?? "";
    if (!["api", "api_once"].includes(at("pxname")) || ["BACKEND", "FRONTEND"].includes(at("svname")))
      continue;
    const server = byName.get(at("svname")) ?? { name: at("svname"), status: at("status"), sessions: 0 };
    if (at("pxname") === "api") server.status = at("status");
    server.sessions += Number(at("stot"));
    byName.set(server.name, server);
  }
  return [...byName.values()];
}
