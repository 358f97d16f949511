import type { Fault } from "./suite.ts";

/** kill -9 a worker mid-burst: its active jobs are stranded until their lock lapses or the sweeper finds them. */
export const workerKill: Fault = {
  name: "worker-kill-9",
  async inject(s) {
    const at = Date.now();
    await s.fleet.workers[0]!.kill("SIGKILL");
    return { returnedAt: at, healthTarget: false };
  },
};

/** SIGTERM a worker mid-burst: it should finish what it holds and leave nothing stranded. */
export const workerTerm: Fault = {
  name: "worker-sigterm",
  async inject(s) {
    const at = Date.now();
    const exit = s.fleet.workers[0]!.kill("SIGTERM");
    const code = await Promise.race([exit, Bun.sleep(60_000).then(() => null)]);
    return {
      returnedAt: at,
      healthTarget: false,
      figures: { "worker exit after SIGTERM (ms)": code === null ? null : Date.now() - at },
    };
  },
};

/**
 * kill -9 an API instance with sockets connected; a supervisor starts it again a second later on the same port.
 * Its users' HTTP calls fail over to the other instance (no dependency is down, so the normal timeouts apply);
 * their sockets reconnect when it is back.
 */
export const apiKill: Fault = {
  name: "api-kill-9",
  async inject(s) {
    const api = s.fleet.apis[0]!;
    await api.kill("SIGKILL");
    await Bun.sleep(1000);
    const returnedAt = Date.now();
    await api.start();
    return { returnedAt, healthTarget: true };
  },
};
