import type { Fault } from "./suite.ts";

/** Redis down for `seconds` mid-burst (SHUTDOWN with the AOF flushed), then back on the same port and data. */
export const redisOutage = (seconds: number): Fault => ({
  name: `redis-restart-${seconds}s`,
  async inject(s, rec) {
    rec.down(Date.now());
    await s.redis.stop();
    await Bun.sleep(seconds * 1000);
    await s.redis.start();
    const returnedAt = Date.now();
    rec.up(returnedAt);
    return { returnedAt, healthTarget: true };
  },
});

/** Postgres down for `seconds` mid-burst (pg_ctl stop -m fast: sessions are cut), then started on the same data. */
export const postgresOutage = (seconds: number): Fault => ({
  name: `postgres-restart-${seconds}s`,
  async inject(s, rec) {
    rec.down(Date.now());
    await s.pg.stop("fast");
    await Bun.sleep(seconds * 1000);
    await s.pg.start();
    const returnedAt = Date.now();
    rec.up(returnedAt);
    return { returnedAt, healthTarget: true };
  },
});
