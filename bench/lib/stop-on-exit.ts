/**
 * Child processes a benchmark started (stacks, extra API instances, CPU hogs) are told to stop when the benchmark
 * is interrupted (Ctrl-C, a kill) or exits: without this an interrupted bench left its stacks running, holding
 * ports, sandbox slots and the CPU. Each child gets the signal it stops cleanly on (scripts/start.ts: SIGINT, which
 * it passes to the API and the worker); the bench exits once they have, or after 15 s.
 */
type Child = { kill(signal?: NodeJS.Signals | number): void; readonly exited: Promise<number> };

const running = new Map<Child, NodeJS.Signals>();
let installed = false;

/** Stops `child` with `signal` if the bench ends before it does; forgotten once it exits. */
export function stopOnExit<T extends Child>(child: T, signal: NodeJS.Signals = "SIGTERM"): T {
  install();
  running.set(child, signal);
  void child.exited.then(() => running.delete(child));
  return child;
}

function install() {
  if (installed) return;
  installed = true;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.on(signal, () => {
      console.error(`[bench] ${signal}: stopping ${running.size} child process(es)`);
      const left = [...running];
      for (const [child, stop] of left) child.kill(stop);
      void Promise.race([Promise.all(left.map(([child]) => child.exited)), Bun.sleep(15_000)]).finally(() =>
        process.exit(code),
      );
    });
  }
  // A normal exit or a crash: the signal still goes out (the children then stop by themselves).
  process.on("exit", () => {
    for (const [child, stop] of running) child.kill(stop);
  });
}
