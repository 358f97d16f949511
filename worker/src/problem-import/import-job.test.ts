import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importUploadChunks, problemImports, problems } from "@grindstone/db";
import { testEnvSource } from "@grindstone/shared/env";
import { bullPrefix, IMPORT_JOB, IMPORT_QUEUE, IMPORT_UPLOAD_CHUNK_BYTES } from "@grindstone/shared/server";
import { Queue } from "bullmq";
import { eq, inArray } from "drizzle-orm";
import Redis from "ioredis";
import { createWorkerTestDeps, workerRoot } from "../test/harness.ts";
import { startImportWorker } from "./import-job.ts";
import { zipFixturePackages } from "./package/fixture-packages.ts";

// The import job (issue 25 item 1): an upload stored in Postgres chunks, imported and verified by a worker, its
// progress and report in problem_imports; a worker killed mid-import gives it to another, which finishes it once.
const LOCK_MS = 3000;
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let queue: Queue;
let scratch: string;
const connections: Redis[] = [];
beforeAll(async () => {
  h = await createWorkerTestDeps({ IMPORT_LOCK_MS: String(LOCK_MS) });
  queue = new Queue(IMPORT_QUEUE, { connection: h.deps.redis, prefix: bullPrefix(h.env.REDIS_PREFIX) });
  scratch = mkdtempSync(join(tmpdir(), "gs-import-job-"));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await queue.close();
  for (const c of connections) c.disconnect();
  await h.close();
});

/** An import row holding a zip of fixture packages in chunks, as the API stores an upload. */
async function storedUpload(packages: string[], name: string) {
  const zip = join(scratch, name);
  zipFixturePackages(zip, packages);
  const bytes = readFileSync(zip);
  const [row] = await h.deps.db
    .insert(problemImports)
    .values({ source: name, uploaded: true, verify: true })
    .returning({ id: problemImports.id });
  // Small chunks: the worker must put several back together, in order.
  const size = Math.min(IMPORT_UPLOAD_CHUNK_BYTES, Math.ceil(bytes.length / 5));
  for (let seq = 0; seq * size < bytes.length; seq++)
    await h.deps.db
      .insert(importUploadChunks)
      .values({ importId: row!.id, seq, data: bytes.subarray(seq * size, (seq + 1) * size) });
  return row!.id;
}

const rowOf = async (id: string) =>
  (await h.deps.db.select().from(problemImports).where(eq(problemImports.id, id)))[0]!;

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 180_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(200);
  }
}

function inProcessWorker() {
  const connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
  connections.push(connection);
  return startImportWorker(h.deps, connection);
}

describe("the import job", () => {
  test("imports and verifies an upload, writes its report, drops the chunks; a second delivery changes nothing", async () => {
    const id = await storedUpload(["problemtools/hello", "problemtools/oddecho"], "pair.zip");
    const worker = inProcessWorker();
    try {
      await queue.add(IMPORT_JOB, { importId: id }, { jobId: id });
      const done = await until("the import", async () => {
        const row = await rowOf(id);
        return row.status === "running" ? undefined : row;
      });
      expect(done).toMatchObject({ status: "done", done: 2, total: 2, current: "", error: "" });
      expect(done.problems.map((p) => [p.path, p.verified])).toEqual([
        ["problemtools/hello", "passed"],
        ["problemtools/oddecho", "passed"],
      ]);
      const chunks = await h.deps.db
        .select()
        .from(importUploadChunks)
        .where(eq(importUploadChunks.importId, id));
      expect(chunks).toEqual([]);
      // A duplicate delivery (another job id for the same import) finds it finished and leaves it as it is.
      await queue.add(IMPORT_JOB, { importId: id }, { jobId: `${id}-again` });
      await until("the duplicate job", async () =>
        (await queue.getJob(`${id}-again`))?.finishedOn ? true : undefined,
      );
      expect(await rowOf(id)).toEqual(done);
    } finally {
      await worker.close();
    }
  }, 300_000);

  test("a worker process killed mid-import: another worker takes the import over and finishes it, each problem once", async () => {
    const id = await storedUpload(["problemtools/different", "problemtools/hello"], "killed.zip");
    const child = Bun.spawn([process.execPath, "worker/src/index.ts"], {
      cwd: workerRoot,
      env: testEnvSource({ IMPORT_LOCK_MS: String(LOCK_MS), WORKER_CONCURRENCY: "1" }) as Record<
        string,
        string
      >,
      stdio: ["ignore", "ignore", "inherit"],
    });
    try {
      await queue.add(IMPORT_JOB, { importId: id }, { jobId: id });
      // Killed while judging the first package's submissions (different ships six in our languages).
      await until("the child to be judging", async () =>
        (await rowOf(id)).current.includes("judging") ? true : undefined,
      );
      child.kill("SIGKILL");
      await child.exited;
      expect((await rowOf(id)).status).toBe("running");
    } finally {
      child.kill("SIGKILL");
    }
    const worker = inProcessWorker();
    try {
      const done = await until("the import after the kill", async () => {
        const row = await rowOf(id);
        return row.status === "running" ? undefined : row;
      });
      expect(done.status).toBe("done");
      expect(done.problems.map((p) => [p.path, p.status === "failed"])).toEqual([
        ["problemtools/different", false],
        ["problemtools/hello", false],
      ]);
      const slugs = done.problems.map((p) => p.slug!);
      const written = await h.deps.db
        .select({ slug: problems.slug })
        .from(problems)
        .where(inArray(problems.slug, slugs));
      expect(written.map((w) => w.slug).sort()).toEqual([...slugs].sort());
    } finally {
      await worker.close();
    }
  }, 300_000);
});
