import type { Subprocess } from "bun";

type Child = { name: string; cmd: string[] };

/**
 * Runs the children until one exits or we get SIGINT/SIGTERM, then stops all of them (SIGTERM, then SIGKILL after
 * a grace period) and exits with a fitting code. Nothing is left running after Ctrl-C.
 */
export async function superviseChildren(
  children: Child[],
  opts: { cwd: string; healthUrl: string; onReady: () => void },
) {
  const procs = new Map<string, Subprocess>();
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const p of procs.values()) p.kill("SIGTERM");
    const grace = setTimeout(() => {
      for (const p of procs.values()) p.kill("SIGKILL");
    }, 10_000);
    await Promise.all([...procs.values()].map((p) => p.exited));
    clearTimeout(grace);
    process.exit(code);
  };

  for (const c of children) {
    const proc = Bun.spawn(c.cmd, {
      cwd: opts.cwd,
      stdio: ["ignore", "inherit", "inherit"],
      env: process.env,
    });
    procs.set(c.name, proc);
    void proc.exited.then((code) => {
      if (stopping) return;
      console.error(`[start] ${c.name} exited with code ${code}; stopping`);
      void stopAll(code === 0 ? 1 : code);
    });
  }
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
