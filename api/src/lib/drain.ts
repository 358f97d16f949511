/**
 * Graceful shutdown for one API instance (SIGTERM). The order matters to a load balancer in front:
 * 1. Readiness turns 503 at once, so the balancer takes this instance out at its next check (≤ 500 ms for ours).
 * 2. Until then, requests that still arrive are refused with a 503 that did nothing and `Connection: close`; the
 *    balancer replays them on another instance (HAProxy `retry-on 503`), so the client never sees them fail.
 *    Probes are still answered, so the balancer can tell "draining" from "dead".
 * 3. Requests already running finish (bounded by DRAIN_TIMEOUT_MS); a Run/Submit waiting for its verdict is
 *    answered at once with the submission still Queued, as when the wait times out (the verdict still arrives).
 * 4. Sockets are closed at transport level, so Socket.IO clients reconnect (through the balancer) elsewhere.
 * 5. The listener closes only once nothing has arrived for QUIET_MS: the balancer has taken the instance out.
 *    Closing a keep-alive connection the balancer is about to reuse would drop the request sent on it, and an
 *    unkeyed write dropped that way cannot be replayed safely.
 */
const QUIET_MS = 1000;
const POLL_MS = 50;
export type Drain = ReturnType<typeof createDrain>;

/** Paths a draining instance still answers: the probes (the balancer must see "not ready", not an error). */
const ALWAYS_ANSWERED = /^\/api\/v1\/health(\/|$)|^\/metrics$/;

/** A request without a Host (HTTP/1.0) has a path-only URL; it must not throw here. */
export const pathOf = (req: Request) => new URL(req.url, "http://localhost").pathname;

export function createDrain() {
  let draining = false;
  let inFlight = 0;
  /** Requests refused because they arrived while draining; logged at exit so an operator can see the handover. */
  let refused = 0;
  /** When the last request other than a probe arrived. */
  let lastArrival = 0;

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    get refused() {
      return refused;
    },
    start() {
      draining = true;
    },
    /**
     * Wraps the server's fetch: counts what runs, refuses what arrives once draining. A refused request has done
     * nothing, so replaying it elsewhere is safe whatever its method.
     */
    async track(req: Request, handle: () => Response | Promise<Response> | undefined) {
      const probe = ALWAYS_ANSWERED.test(pathOf(req));
      if (!probe) lastArrival = Date.now();
      if (draining && !probe) {
        refused++;
        return Response.json(
          { error: "This server is restarting; try again.", code: "SERVICE_UNAVAILABLE" },
          { status: 503, headers: { Connection: "close", "Retry-After": "1" } },
        );
      }
      inFlight++;
      try {
        return await handle();
      } finally {
        inFlight--;
      }
    },
    /**
     * Resolves true once nothing runs and nothing new arrived for QUIET_MS, false if `ms` passed first (then
     * whatever still runs is cut off).
     */
    async settled(ms: number) {
      const deadline = Date.now() + ms;
      while (inFlight > 0 || Date.now() - lastArrival < QUIET_MS) {
        if (Date.now() >= deadline) return inFlight === 0;
        await Bun.sleep(POLL_MS);
      }
      return true;
    },
  };
}
