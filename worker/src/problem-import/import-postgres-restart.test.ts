import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importUploadChunks, migrateDatabase, problemImports, problems, testCases } from "@grindstone/db";
import { bullPrefix, IMPORT_JOB, IMPORT_JOB_OPTIONS, IMPORT_QUEUE } from "@grindstone/shared/server";
import { Queue } from "bullmq";
import { count, eq, inArray } from "drizzle-orm";
import Redis from "ioredis";
// The fault suite's throwaway cluster: the only Postgres a test may stop and start (never the shared one on 5432).
import { createPgCluster, type PgCluster } from "../../../scripts/faults/lib/pg-cluster.ts";
import { createWorkerTestDeps } from "../test/harness.ts";
import { startImportWorker } from "./import-job.ts";
import { readFixturePackage, zipFixturePackages } from "./package/fixture-packages.ts";

// Issue 25: Postgres restarts in the middle of an import (after its first problem was saved, while it verifies the
// next). The job fails as ours, is retried, and the import ends done with every problem written once and whole.
const PACKAGES = ["problemtools/different", "problemtools/hello", "problemtools/oddecho"] as const;
let pg: PgCluster;
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let queue: Queue;
let connection: Redis;
let scratch: string;
beforeAll(async () => {
  pg = await createPgCluster();
  await migrateDatabase(pg.url("postgres"));
  h = await createWorkerTestDeps({
    DATABASE_URL: pg.url("postgres"),
    REDIS_PREFIX: `gs-pg-restart-${crypto.randomUUID().slice(0, 8)}`,
  });
  queue = new Queue(IMPORT_QUEUE, { connection: h.deps.redis, prefix: bullPrefix(h.env.REDIS_PREFIX) });
  connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
  scratch = mkdtempSync(join(tmpdir(), "gs-import-pg-"));
}, 120_000);
afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await h?.close();
  await pg?.destroy(false);
  rmSync(scratch, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 240_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await probe().catch(() => undefined); // Postgres may be down
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(100);
  }
}

test("Postgres restarted mid-import: the job is retried and the import ends done, every problem once and whole", async () => {
  const zip = join(scratch, "three.zip");
  zipFixturePackages(zip, PACKAGES);
  const [row] = await h.deps.db
    .insert(problemImports)
    .values({ source: "three.zip", uploaded: true, verify: true })
    .returning({ id: problemImports.id });
  const id = row!.id;
  await h.deps.db.insert(importUploadChunks).values({ importId: id, seq: 0, data: readFileSync(zip) });
  const rowOf = async () =>
    (await h.deps.db.select().from(problemImports).where(eq(problemImports.id, id)))[0]!;

  const worker = startImportWorker(h.deps, connection);
  try {
    await queue.add(IMPORT_JOB, { importId: id }, { ...IMPORT_JOB_OPTIONS, jobId: id });
    // The first problem is saved and the next is being verified: a crash (no clean shutdown), back 3 s later.
    await until("the first problem saved", async () => ((await rowOf()).done >= 1 ? true : undefined));
    await pg.stop("immediate");
    await Bun.sleep(3000);
    await pg.start();

    const done = await until("the import to end", async () => {
      const r = await rowOf();
      return r.status === "running" ? undefined : r;
    });
    expect(done.status, done.error).toBe("done");
    expect(done.problems.map((p) => [p.path, p.status === "failed", p.verified])).toEqual(
      PACKAGES.map((p) => [p, false, "passed"]),
    );
    const job = await queue.getJob(id);
    expect(job!.attemptsMade).toBeGreaterThanOrEqual(1); // it did fail once: the restart was felt
    // Each problem once, with all of its package's tests; the upload's chunks gone.
    const slugs = done.problems.map((p) => p.slug!);
    const written = await h.deps.db.select().from(problems).where(inArray(problems.slug, slugs));
    expect(written.map((w) => w.slug).sort()).toEqual([...slugs].sort());
    for (const [i, path] of PACKAGES.entries()) {
      const [n] = await h.deps.db
        .select({ n: count() })
        .from(testCases)
        .where(eq(testCases.problemId, done.problems[i]!.id!));
      expect(n!.n).toBe(readFixturePackage(path).tests.length);
    }
    expect(
      await h.deps.db.select().from(importUploadChunks).where(eq(importUploadChunks.importId, id)),
    ).toEqual([]);
  } finally {
    await worker.close();
  }
}, 300_000);
