import { backendStats } from "../../lb/haproxy.ts";
import { check } from "../lib/check.ts";
import { waitUntil } from "../lib/time.ts";
import type { Fault, Suite } from "./suite.ts";

const serverState = async (s: Suite, name: string) =>
  (await backendStats(s.lb)).find((b) => b.name === name) ?? { name, status: "missing", sessions: 0 };

const upInBalancer = (s: Suite, name: string) =>
  waitUntil(async () => (await serverState(s, name)).status === "UP", Date.now() + 30_000, 100);

/**
 * Every client goes through HAProxy only (HTTP and sockets). Mid-burst: kill -9 one API instance (a supervisor
 * starts it again a second later), and once the balancer has it back, SIGTERM the other. What must hold: no
 * request through the balancer fails (one instance is ready throughout), the draining instance is sent nothing
 * once the balancer marked it down, and it exits cleanly; the common checks then prove nothing answered 2xx was
 * lost and every socket came back through the balancer.
 */
export const balancerKillAndDrain: Fault = {
  name: "balancer-kill-9-and-sigterm",
  viaBalancer: true,
  async inject(s, rec) {
    const [killed, drained] = s.fleet.apis as [(typeof s.fleet.apis)[0], (typeof s.fleet.apis)[0]];
    const from = rec.answers.length;
    const killedAt = Date.now();
    await killed.kill("SIGKILL");
    await Bun.sleep(1000);
    await killed.start();
    const backAt = await upInBalancer(s, killed.name);

    const sessionsBefore = (await serverState(s, drained.name)).sessions;
    const termAt = Date.now();
    const exit = drained.kill("SIGTERM");
    let markedDown: { at: number; sessions: number } | null = null;
    const watch = (async () => {
      while (!markedDown) {
        const state = await serverState(s, drained.name);
        if (state.status !== "UP") markedDown = { at: Date.now(), sessions: state.sessions };
        else await Bun.sleep(20);
      }
    })();
    const code = await Promise.race([exit, Bun.sleep(60_000).then(() => null)]);
    await watch;
    const sentAfterDown = (await serverState(s, drained.name)).sessions - markedDown!.sessions;
    const sentWhileDraining = markedDown!.sessions - sessionsBefore;
    await drained.start();
    await upInBalancer(s, drained.name);
    const returnedAt = Date.now();

    const failed = rec.answers
      .slice(from)
      .filter((a) => a.status === "network" || a.status === "timeout" || a.status >= 500);
    return {
      returnedAt,
      healthTarget: false,
      checks: [
        check(
          "no request through the balancer failed while an instance was ready",
          failed.length === 0,
          `${rec.answers.length - from} answers during the kill and the drain; ${failed.length} failed [${failed
            .slice(0, 3)
            .map((a) => `${a.method} ${a.path} ${a.status}`)
            .join(", ")}]`,
        ),
        check(
          "the draining instance was sent nothing once the balancer marked it down",
          sentAfterDown === 0,
          `${sentAfterDown} requests sent after it was marked down; ${sentWhileDraining} arrived before (refused, replayed elsewhere)`,
        ),
        check(
          "the drained instance exited 0 after SIGTERM",
          code === 0,
          `exit code ${code ?? "none within 60 s"}`,
        ),
        check(
          "the killed instance was back in the balancer",
          backAt !== null,
          backAt === null ? "never UP again" : `UP ${backAt - killedAt} ms after the kill`,
        ),
      ],
      figures: {
        "killed instance back in the balancer (ms)": backAt === null ? null : backAt - killedAt,
        "SIGTERM → marked down by the balancer (ms)": markedDown!.at - termAt,
        "SIGTERM → exit (ms)": code === null ? null : Date.now() - termAt,
        "requests the draining instance refused for replay": sentWhileDraining,
      },
    };
  },
};
