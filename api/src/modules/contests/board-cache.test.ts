import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { contestVersionKey } from "@grindstone/shared/server";
import type { AppContext } from "../../context.ts";
import { createTestApp, makeAdmin, seededProblem, signUp } from "../../test/harness.ts";
import { cached } from "./board-cache.ts";
import { getScoreboard } from "./scoreboard.service.ts";

/**
 * The scoreboard served from memory: within one board version a read touches neither Postgres nor Redis; a change
 * anywhere (a registration here, a verdict on a worker) bumps the version in Redis, and every instance rebuilds.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusing = <T extends object>(what: string) =>
  new Proxy({} as T, {
    get() {
      throw new Error(`used ${what}`);
    },
  });

describe("scoreboard cache", () => {
  test("a page within one board version is answered without I/O; a registration elsewhere rebuilds it", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const start = Date.now() - 60_000;
    const created = await admin.c.post("/contests/admin/add", {
      title: "Cache",
      description: "cached pages",
      difficulty: "EASY",
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      problemIds: [problem!.id],
    });
    const id = created.json.contest.id as string;
    const alice = await signUp(t.app);
    await alice.c.post(`/contests/${id}/register`);
    for (let i = 0; i < 50 && !t.ctx.mirror.tracking; i++) await Bun.sleep(100);
    const viewer = { id: alice.user.id, role: "USER" as const };
    const q = { page: 1, size: 50 };
    // Two reads: the first builds, the second finds the version key mirrored (Redis now tracks it for us).
    await getScoreboard(t.ctx, viewer, id, q);
    const warm = await getScoreboard(t.ctx, viewer, id, q);
    expect(warm.rows.map((r) => r.userId)).toEqual([alice.user.id]);

    const offline: AppContext = { ...t.ctx, db: refusing("postgres"), redis: refusing("redis") };
    const hit = await getScoreboard(offline, viewer, id, q);
    expect(hit.rows).toEqual(warm.rows);
    expect(hit.me).toEqual(warm.me);

    // Another registration (as if on another instance: only Redis knows) moves the version; the page follows.
    const before = await t.ctx.redis.get(contestVersionKey(t.env.REDIS_PREFIX, id));
    const bob = await signUp(t.app);
    await bob.c.post(`/contests/${id}/register`);
    expect(await t.ctx.redis.get(contestVersionKey(t.env.REDIS_PREFIX, id))).not.toBe(before);
    let rows = 0;
    for (let i = 0; i < 50 && rows < 2; i++) {
      rows = (await getScoreboard(t.ctx, viewer, id, q)).rows.length;
      if (rows < 2) await Bun.sleep(50);
    }
    expect(rows).toBe(2);
    await expect(getScoreboard(offline, viewer, id, q)).resolves.toBeDefined(); // cached again
  });

  test("requests that miss at once share one build (single flight); a failed build is not kept", async () => {
    const map = new Map();
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const build = async () => {
      builds++;
      await gate;
      return { page: builds };
    };
    const waiting = Array.from({ length: 25 }, () => cached(map, "k", "v1", build));
    release();
    const pages = await Promise.all(waiting);
    expect(builds).toBe(1);
    expect(new Set(pages).size).toBe(1);
    // A new version builds again, once.
    await Promise.all([cached(map, "k", "v2", build), cached(map, "k", "v2", build)]);
    expect(builds).toBe(2);

    const failing = () => Promise.reject(new Error("postgres restarting"));
    await expect(cached(map, "f", "v1", failing)).rejects.toThrow("postgres restarting");
    expect(await cached(map, "f", "v1", async () => "built")).toBe("built");
  });
});
