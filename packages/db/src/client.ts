import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { guardSql } from "./availability.ts";
import * as schema from "./schema/index.ts";

export type Db = ReturnType<typeof createDb>["db"];

/**
 * Reconnect delay in seconds after the n-th failed attempt: 50 ms doubling to at most 500 ms. postgres.js's
 * default grows to 20 s, so a pool came back up to 20 s after Postgres did; this bound brings it back within a
 * second (the circuit's probe, not these retries, decides when requests are let through again).
 */
export const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

/**
 * Connect timeout in seconds: a host that does not answer (or a server mid-shutdown) fails a request within the
 * client's 2 s budget with room to spare; a local connect takes milliseconds even on a loaded machine.
 */
const CONNECT_TIMEOUT_S = 1;

/**
 * One pool per process. `max` stays small: two cores, and Postgres is shared by API and workers. The client is
 * wrapped by a circuit breaker (availability.ts) so requests fail fast while Postgres is unreachable.
 */
export function createDb(
  url: string,
  opts: { max?: number; log?: (state: "down" | "up", detail: string) => void } = {},
) {
  const raw = postgres(url, {
    max: opts.max ?? 10,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectBackoff,
  });
  const log =
    opts.log ??
    ((state, detail) =>
      state === "down"
        ? console.error(`[postgres] unavailable: ${detail}`)
        : console.log(`[postgres] ${detail}`));
  const { sql, availability } = guardSql(raw, url, log);
  const db = drizzle(sql, { schema, casing: "snake_case" });
  // sql.end() also stops the breaker's probe.
  return { db, sql, availability };
}
