/**
 * HTTP load from a second process: wrk for throughput and hey (a Go client) for latency at a fixed rate, Debian
 * packages installed if missing and possible, with autocannon under Node as the fallback for either. autocannon's
 * own timers put 6–13 ms on the p99 of a route that does nothing at 1,000 req/s where hey measures 2–4 ms, and it
 * saturates its own core on large bodies before a Bun server does (see docs/benchmarks.md).
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
): Promise<Cannon & { cpu: number }> {
  const { text, cpu } = await runTool([
    "node",
    join(root, "node_modules/autocannon/autocannon.js"),
    "--json",
    "-d",
    String(seconds),
    "-H",
    `cookie=${cookie}`,
    ...extra,
    url,
  ]);
  return { ...(JSON.parse(text) as Cannon), cpu };
}

/** Runs a load tool to the end: its output, and its own CPU over its run (% of one core). */
async function runTool(cmd: string[]) {
  const t0 = performance.now();
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "ignore" });
  const text = await new Response(proc.stdout).text();
  await proc.exited;
  const used = Number(proc.resourceUsage()?.cpuTime.total ?? 0n) / 1000;
  return { text, cpu: Math.round((100 * used) / (performance.now() - t0)) };
}

/** What a browser sends with every request; the API answers big bodies gzipped to it. */
export const BROWSER = ["Accept-Encoding: gzip, deflate, br, zstd"];

export type Throughput = {
  rps: number;
  p50: string;
  p99: string;
  errors: number;
  tool: string;
  /** The load generator's own CPU, % of one core: on a small machine it competes with the server. */
  cpu: number;
};

/** Requests/s over `connections` (50) kept-alive connections for `seconds`, by wrk (one thread) or autocannon. */
export async function throughput(
  url: string,
  cookie: string,
  opts: { seconds: number; headers?: string[]; connections?: number },
): Promise<Throughput> {
  const headers = opts.headers ?? [];
  const connections = String(opts.connections ?? 50);
  const wrk = findTool("wrk");
  if (!wrk) {
    const extra = headers.flatMap((h) => ["-H", h.replace(": ", "=")]);
    const r = await autocannon(url, cookie, opts.seconds, ["-c", connections, ...extra]);
    const ms = (n: number) => `${n} ms`;
    return {
      rps: r.requests.average,
      p50: ms(r.latency.p50),
      p99: ms(r.latency.p99),
      errors: r.non2xx + r.errors,
      tool: "autocannon",
      cpu: r.cpu,
    };
  }
  const args = [wrk, "-t1", `-c${connections}`, `-d${opts.seconds}s`, "--latency", "-H", `Cookie: ${cookie}`];
  for (const h of headers) args.push("-H", h);
  const { text, cpu } = await runTool([...args, url]);
  const pick = (re: RegExp) => re.exec(text)?.[1] ?? "?";
  return {
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50: pick(/\s50%\s+(\S+)/),
    p99: pick(/\s99%\s+(\S+)/),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    tool: "wrk",
    cpu,
  };
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
  const { text } = await runTool([
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
  ]);
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
