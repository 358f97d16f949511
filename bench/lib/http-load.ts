/**
 * HTTP load from a second process, for latency at a fixed rate: hey (a Go client, a Debian package installed if
 * missing and possible), with autocannon under Node as the fallback. autocannon's own timers put 6–13 ms on the
 * p99 of a route that does nothing at 1,000 req/s where hey measures 2–4 ms (see docs/benchmarks.md).
 */
import { join } from "node:path";
import { measureCpu } from "./realtime-cpu.ts";

const root = new URL("../..", import.meta.url).pathname;

export type Cannon = {
  requests: { average: number };
  latency: { p50: number; p99: number; p99_9?: number };
  non2xx: number;
  errors: number;
};

export async function autocannon(
  url: string,
  cookie: string,
  seconds: number,
  extra: string[] = [],
): Promise<Cannon> {
  const proc = Bun.spawn(
    [
      "node",
      join(root, "node_modules/autocannon/autocannon.js"),
      "--json",
      "-d",
      String(seconds),
      "-H",
      `cookie=${cookie}`,
      ...extra,
      url,
    ],
    { stdout: "pipe", stderr: "ignore" },
  );
  const text = await new Response(proc.stdout).text();
  await proc.exited;
  return JSON.parse(text) as Cannon;
}

/** A Debian load tool, if it is here or can be installed (root on Debian); null means autocannon stands in. */
export function findTool(name: string): string | null {
  const found = Bun.which(name);
  if (found || process.getuid?.() !== 0 || !Bun.which("apt-get")) return found;
  Bun.spawnSync(["apt-get", "install", "-y", "-qq", name], { stdout: "ignore", stderr: "ignore" });
  return Bun.which(name);
}

export type FixedRate = { rps: number; p50: number; p99: number; errors: number; tool: string };

/** Latency at a fixed `rate` req/s for `seconds`, spread over `connections` (each at rate / connections). */
export async function fixedRate(
  url: string,
  cookie: string,
  opts: { rate: number; seconds: number; connections?: number },
): Promise<FixedRate> {
  const connections = opts.connections ?? 20;
  const hey = findTool("hey");
  if (!hey) {
    const r = await autocannon(url, cookie, opts.seconds, [
      "-c",
      String(connections),
      "-R",
      String(opts.rate),
    ]);
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.non2xx + r.errors,
      tool: "autocannon",
    };
  }
  const perConnection = String(opts.rate / connections);
  const proc = Bun.spawn(
    [
      hey,
      "-z",
      `${opts.seconds}s`,
      "-c",
      String(connections),
      "-q",
      perConnection,
      "-H",
      `Cookie: ${cookie}`,
      url,
    ],
    { stdout: "pipe", stderr: "ignore" },
  );
  const text = await new Response(proc.stdout).text();
  await proc.exited;
  const ms = (re: RegExp) => Number((Number(re.exec(text)?.[1] ?? Number.NaN) * 1000).toFixed(1));
  const ok = Number(/\[200\]\s+(\d+) responses/.exec(text)?.[1] ?? 0);
  const all = [...text.matchAll(/\[\d+\]\s+(\d+) responses/g)].reduce((n, m) => n + Number(m[1]), 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? 0),
    p50: ms(/50% in ([\d.]+) secs/),
    p99: ms(/99% in ([\d.]+) secs/),
    errors: all - ok,
    tool: "hey",
  };
}

export type Round = { floor: FixedRate; route: FixedRate; cpu: { floor: number; route: number } };

/**
 * `url` beside `floorUrl` (a route that does nothing) on the same server at the same fixed rate, taking turns
 * (`rounds` each, after a short warm-up of both), with the server's CPU over each run (% of one core).
 */
export async function sideBySide(
  floorUrl: string,
  url: string,
  cookie: string,
  opts: { rate: number; seconds: number; connections: number; rounds: number; serverPid: number },
): Promise<Round[]> {
  const run = async (target: string, seconds: number) => {
    const stop = measureCpu({ server: [opts.serverPid] });
    const r = await fixedRate(target, cookie, { ...opts, seconds });
    return { r, cpu: stop().server! };
  };
  await run(floorUrl, 2);
  await run(url, 2);
  const out: Round[] = [];
  for (let k = 0; k < opts.rounds; k++) {
    const floor = await run(floorUrl, opts.seconds);
    const route = await run(url, opts.seconds);
    out.push({ floor: floor.r, route: route.r, cpu: { floor: floor.cpu, route: route.cpu } });
  }
  return out;
}
