import { afterAll, beforeAll, expect, test } from "bun:test";
// The fault suite's throwaway cluster: the only Postgres a test may stop and start (never the shared one on 5432).
import { createPgCluster, type PgCluster } from "../../../scripts/faults/lib/pg-cluster.ts";
import { createDb } from "./client.ts";

let pg: PgCluster;
let client: ReturnType<typeof createDb>;
const states: string[] = [];
beforeAll(async () => {
  pg = await createPgCluster();
  client = createDb(pg.url("postgres"), { max: 4, log: (state) => states.push(state) });
  await client.sql`select 1`;
}, 60_000);
afterAll(async () => {
  await client?.sql.end({ timeout: 1 });
  await pg?.destroy(false);
});

const timed = async (run: () => PromiseLike<unknown>) => {
  const started = performance.now();
  try {
    await run();
    return { ok: true, code: null, ms: performance.now() - started };
  } catch (err) {
    // drizzle wraps the driver's error: its code is on `cause`.
    const e = err as { code?: string; cause?: { code?: string } };
    return { ok: false, code: e.code ?? e.cause?.code ?? null, ms: performance.now() - started };
  }
};

test("while Postgres is down queries fail at once with DATABASE_UNAVAILABLE; the first success after it returns closes the circuit", async () => {
  await pg.stop("fast");
  // The first query meets the dead pool (a connection error); the circuit opens once the probe confirms.
  const first = await timed(() => client.sql`select 1`);
  expect(first.ok).toBe(false);
  for (let i = 0; i < 50 && !client.availability.open; i++) await Bun.sleep(20);
  expect(client.availability.open).toBe(true);

  // Twenty concurrent queries, through drizzle too: all refused, none queued behind the dead pool.
  const refused = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      timed(() => (i % 2 ? client.sql`select 1` : client.db.execute("select 1"))),
    ),
  );
  expect(refused.every((r) => !r.ok)).toBe(true);
  expect(new Set(refused.map((r) => r.code))).toEqual(new Set(["DATABASE_UNAVAILABLE"]));

  await pg.start();
  await client.availability.whenUp();
  expect(client.availability.open).toBe(false);
  expect((await timed(() => client.sql`select 1`)).ok).toBe(true);
  // One line per state change, not per query.
  expect(states).toEqual(["down", "up"]);
}, 60_000);
