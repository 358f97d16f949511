/**
 * CPU time of the processes in a realtime step, from /proc (user + system), so a report can say whether the load
 * generator, a server, Postgres or Redis was the one out of core. Percent of one core over the step's wall time.
 */
import { readFileSync } from "node:fs";

const TICK_MS = 1000 / Number(Bun.spawnSync(["getconf", "CLK_TCK"]).stdout.toString().trim() || 100);

/** utime + stime of a process in ms, 0 once it is gone. */
function cpuMs(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Busy time of the whole machine (all cores, every process, ours or not) in ms. */
function machineMs() {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  return (cpu.slice(0, 8).reduce((a, b) => a + b, 0) - cpu[3]! - cpu[4]!) * TICK_MS;
}

const selfMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Starts a measurement over named groups of pids; the returned stop function gives each group's % of one core, plus
 * `client` (this process) and `machine` (everything, 200 = both cores busy).
 */
export function measureCpu(pids: Record<string, number[]>) {
  const sum = (list: number[]) => list.reduce((a, pid) => a + cpuMs(pid), 0);
  const before = Object.fromEntries(Object.entries(pids).map(([k, list]) => [k, sum(list)]));
  const self0 = selfMs();
  const machine0 = machineMs();
  const t0 = performance.now();
  return () => {
    const wall = performance.now() - t0;
    const pct = (ms: number) => Math.round((100 * ms) / wall);
    const out: Record<string, number> = { client: pct(selfMs() - self0) };
    for (const [k, list] of Object.entries(pids)) out[k] = pct(sum(list) - before[k]!);
    out.machine = pct(machineMs() - machine0);
    return out;
  };
}
