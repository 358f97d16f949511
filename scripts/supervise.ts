import type { Subprocess } from "bun";
import { inheritedEnv } from "./env.ts";

/** `env` adds to the orchestrator's environment; an undefined value removes a variable the child must not see. */
export type Child = { name: string; cmd: string[]; env?: Record<string, string | undefined> };

/** A child that ran this long before dying crashed in service: start it again. Sooner, it cannot start at all. */
const RESTART_IF_UP_MS = 5_000;
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * Runs the children until we get SIGINT/SIGTERM, then stops all of them (SIGTERM, so APIs drain and workers finish
 * their job; SIGKILL after a grace period) and exits. A child that crashes after running for a while is started
 * again, as an orchestrator would; one that fails at start-up (bad configuration) stops everything.
 * Nothing is left running after Ctrl-C.
 */
export async function superviseChildren(
  children: Child[],
  opts: { cwd: string; healthUrl: string; onReady: () => void },
) {
  const procs = new Map<string, Subprocess>();
  const restarts = new Map<string, number[]>();
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const p of procs.values()) p.kill("SIGTERM");
    const grace = setTimeout(() => {
      for (const p of procs.values()) p.kill("SIGKILL");
    }, 30_000);
    await Promise.all([...procs.values()].map((p) => p.exited));
    clearTimeout(grace);
    process.exit(code);
  };

  const launch = (c: Child) => {
    const started = Date.now();
    const proc = Bun.spawn(c.cmd, {
      cwd: opts.cwd,
      stdio: ["ignore", "inherit", "inherit"],
      env: Object.fromEntries(
        Object.entries({ ...inheritedEnv(), ...c.env }).filter(
          (e): e is [string, string] => e[1] !== undefined,
        ),
      ),
    });
    procs.set(c.name, proc);
    void proc.exited.then((code) => {
      if (stopping) return;
      const now = Date.now();
      const recent = (restarts.get(c.name) ?? []).filter((t) => now - t < 60_000);
      if (now - started >= RESTART_IF_UP_MS && recent.length < MAX_RESTARTS_PER_MINUTE) {
        console.error(`[start] ${c.name} exited (${proc.signalCode ?? `code ${code}`}); starting it again`);
        restarts.set(c.name, [...recent, now]);
        launch(c);
        return;
      }
      console.error(`[start] ${c.name} exited with code ${code}; stopping`);
      void stopAll(code === 0 ? 1 : code);
    });
  };
  for (const c of children) launch(c);
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));

  // Announce only when the API actually answers, so the printed URL works when you open it.
  for (let i = 0; i < 300 && !stopping; i++) {
    const ok = await fetch(opts.healthUrl)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return opts.onReady();
    await Bun.sleep(200);
  }
}
