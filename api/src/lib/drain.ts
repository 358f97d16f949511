/**
 * Graceful shutdown for one API instance (SIGTERM). The order matters to a load balancer in front:
 * 1. Readiness turns 503 at once, so the balancer takes this instance out at its next check (≤ 500 ms for ours).
 * 2. Until then, requests that still arrive are refused with a 503 that did nothing and `Connection: close`; the
 *    balancer replays them on another instance (HAProxy `retry-on 503`), so the client never sees them fail.
 *    Probes are still answered, so the balancer can tell "draining" from "dead".
 * 3. Requests already running finish (bounded by DRAIN_TIMEOUT_MS); a Run/Submit waiting for its verdict is
 *    answered at once with the submission still Queued, as when the wait times out (the verdict still arrives).
 * 4. Sockets are closed at transport level, so Socket.IO clients reconnect (through the balancer) elsewhere.
 */
export type Drain = ReturnType<typeof createDrain>;

/** Paths a draining instance still answers: the probes (the balancer must see "not ready", not an error). */
const ALWAYS_ANSWERED = /^\/api\/v1\/health(\/|$)|^\/metrics$/;

export function createDrain() {
  let draining = false;
  let inFlight = 0;
  /** Requests refused because they arrived while draining; logged at exit so an operator can see the handover. */
  let refused = 0;
  let idle: (() => void) | null = null;

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
      if (draining && !ALWAYS_ANSWERED.test(new URL(req.url).pathname)) {
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
        if (inFlight === 0) idle?.();
      }
    },
    /** Resolves true when nothing is running any more, false if `ms` passed first. */
    async settled(ms: number) {
      if (inFlight === 0) return true;
      const done = new Promise<true>((resolve) => {
        idle = () => resolve(true);
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      });
      const result = await Promise.race([done, timeout]);
      clearTimeout(timer);
      idle = null;
      return result;
    },
  };
}
