import postgres, { type Sql } from "postgres";

/**
 * Fail fast while Postgres is unreachable (a circuit breaker per process).
 *
 * postgres.js queues a query while its pool has no live connection and retries connecting after a growing delay;
 * during an outage requests therefore hung for 10–30 s before failing. Here a connection-level error opens the
 * circuit once a probe connection confirms Postgres is unreachable: from then on every new query fails at once with
 * `DatabaseUnavailableError` (the API answers 503), the queries still waiting in the pool's queue are cancelled
 * (removed before they were sent, so none runs late), and the probe asks `select 1` every PROBE_INTERVAL_MS. Its
 * first success closes the circuit.
 *
 * Process-local on purpose: it describes this process's view of the network, which another instance does not need.
 */

/** How often the probe retries while the circuit is open; bounds "healthy again" after Postgres returns. */
export const PROBE_INTERVAL_MS = 250;
/** The probe's own connect timeout, in seconds (postgres.js unit). */
const PROBE_CONNECT_TIMEOUT_S = 1;

/** postgres.js and Postgres codes that mean "no usable connection", not "this query was wrong". */
const CONNECTION_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
]);

export const DATABASE_UNAVAILABLE = "DATABASE_UNAVAILABLE";

export class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_UNAVAILABLE;
  constructor() {
    super("Database unavailable");
    this.name = "DatabaseUnavailableError";
  }
}

/** True for a lost/refused connection or an open circuit (drizzle wraps driver errors: their `cause` is checked). */
export const isConnectionError = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  if (e.code === DATABASE_UNAVAILABLE || CONNECTION_ERRORS.has(e.code ?? "")) return true;
  return e.cause !== undefined && e.cause !== err && isConnectionError(e.cause);
};

type PendingQuery = {
  state: unknown;
  executed: boolean;
  cancel: () => unknown;
  reject: (e: unknown) => void;
};

export type Availability = {
  readonly open: boolean;
  /** Resolves when the circuit is closed (Postgres answered), or at once when it already is. */
  whenUp: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Wraps a postgres.js client: the returned client has the same API, but refuses work while the circuit is open.
 * `log` is told once per state change ("down"/"up"), never per query.
 */
export function guardSql(sql: Sql, url: string, log: (state: "down" | "up", detail: string) => void) {
  let open = false;
  let probeTimer: ReturnType<typeof setTimeout> | null = null;
  const probes = new Set<Sql>();
  let closed = false;
  let waiters: (() => void)[] = [];
  const unsent = new Set<PendingQuery>();

  // A fresh connection per probe: a kept one could be a stale socket from before a restart and lie.
  const probeOnce = async () => {
    const probeSql = postgres(url, { max: 1, connect_timeout: PROBE_CONNECT_TIMEOUT_S, onnotice: () => {} });
    probes.add(probeSql);
    try {
      await probeSql`select 1`;
      return true;
    } catch {
      return false;
    } finally {
      probes.delete(probeSql);
      void probeSql.end({ timeout: 0 }).catch(() => {});
    }
  };

  /** While open: retry until Postgres answers, then close the circuit. */
  const probeUntilUp = async () => {
    probeTimer = null;
    if (closed) return;
    if (!(await probeOnce())) {
      if (!closed) probeTimer = setTimeout(probeUntilUp, PROBE_INTERVAL_MS);
      return;
    }
    open = false;
    log("up", "postgres answers again");
    for (const wake of waiters) wake();
    waiters = [];
  };

  /**
   * A query failed for want of a connection. One failure may be stale (a pooled connection that died in a restart
   * already over), so the probe confirms before the circuit opens; a real outage is confirmed in milliseconds
   * (refused) or at most the probe's connect timeout.
   */
  let confirming = false;
  const suspect = async (err: unknown) => {
    if (open || closed || confirming) return;
    confirming = true;
    const up = await probeOnce();
    confirming = false;
    if (up || open || closed) return;
    open = true;
    log("down", (err as Error).message);
    // Queries queued behind a dead pool would wait out every reconnect attempt: cancel the ones not sent yet.
    for (const q of unsent) if (q.state == null) void Promise.resolve(q.cancel()).catch(() => {});
    probeTimer = setTimeout(probeUntilUp, PROBE_INTERVAL_MS);
  };

  const track = <T>(q: T): T => {
    const query = q as unknown as PendingQuery;
    if (typeof query?.reject !== "function") return q;
    unsent.add(query);
    const reject = query.reject;
    query.reject = (err: unknown) => {
      unsent.delete(query);
      if (isConnectionError(err)) void suspect(err);
      // A query we cancelled because the circuit opened reports "canceling statement": say what really happened.
      const cancelledByUs = open && (err as { code?: string })?.code === "57014" && query.state == null;
      reject(cancelledByUs ? new DatabaseUnavailableError() : err);
    };
    const resolve = (query as unknown as { resolve: (v: unknown) => void }).resolve;
    (query as unknown as { resolve: (v: unknown) => void }).resolve = (v) => {
      unsent.delete(query);
      resolve(v);
    };
    return q;
  };

  const refuse = () => {
    if (open) throw new DatabaseUnavailableError();
  };

  // Built once: drizzle reads `client.unsafe` on every query, so the trap hands back the same functions.
  const refusing = (name: "begin" | "reserve") => {
    const original = sql[name] as unknown as (...a: unknown[]) => Promise<unknown>;
    return (...args: unknown[]) => {
      refuse();
      return original.apply(sql, args).catch((err) => {
        if (isConnectionError(err)) void suspect(err);
        throw err;
      });
    };
  };
  const overrides: Record<string | symbol, unknown> = {
    unsafe: (...args: Parameters<Sql["unsafe"]>) => {
      refuse();
      return track(sql.unsafe(...args));
    },
    end: async (opts?: { timeout?: number }) => {
      await availability.close();
      return sql.end(opts);
    },
    begin: refusing("begin"),
    reserve: refusing("reserve"),
  };
  const guarded = new Proxy(sql, {
    // sql`select 1`: the tagged-template call.
    apply(target, thisArg, args) {
      refuse();
      return track(Reflect.apply(target, thisArg, args));
    },
    get: (target, prop, receiver) =>
      Object.hasOwn(overrides, prop) ? overrides[prop] : Reflect.get(target, prop, receiver),
  });

  const availability: Availability = {
    get open() {
      return open;
    },
    whenUp: () => (open ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    async close() {
      closed = true;
      if (probeTimer) clearTimeout(probeTimer);
      for (const wake of waiters) wake();
      await Promise.allSettled([...probes].map((p) => p.end({ timeout: 0 })));
    },
  };
  return { sql: guarded, availability };
}
