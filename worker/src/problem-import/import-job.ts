import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { importUploadChunks, problemImports } from "@grindstone/db";
import { logUnlessDown } from "@grindstone/shared/connection-watch";
import { bullPrefix, IMPORT_QUEUE, importJobPayload, problemsVersionKey } from "@grindstone/shared/server";
import { type Job, UnrecoverableError, Worker } from "bullmq";
import { and, asc, eq, gt } from "drizzle-orm";
import type Redis from "ioredis";
import type { WorkerDeps } from "../judge/deps.ts";
import { jobLog } from "../judge/job-log.ts";
import { archiveCapsOf, type ImportedEntry, importPackages } from "./import-packages.ts";

/**
 * The problem-import queue's worker (issue 25): one import at a time per process (an import judges submissions on
 * the same sandbox slots as live judging, so two at once would only queue behind each other). The job reads its
 * `problem_imports` row, writes an upload's chunks to a temporary file one at a time, imports (and verifies unless
 * the row says not to), and records progress in the row as it goes. Idempotent: a retry (the worker died, Postgres
 * blinked) starts the report again and re-imports, which updates the problems the first attempt wrote.
 */
export function startImportWorker(deps: WorkerDeps, connection: Redis) {
  const aborts = new Set<AbortController>();
  const worker = new Worker(IMPORT_QUEUE, (job) => runImport(deps, job, aborts), {
    connection,
    prefix: bullPrefix(deps.env.REDIS_PREFIX),
    concurrency: 1,
    // Renewed every half of it while the job runs; a worker that died gives the job back after it lapses.
    lockDuration: deps.env.IMPORT_LOCK_MS,
    stalledInterval: Math.max(1000, Math.round(deps.env.IMPORT_LOCK_MS / 2)),
    maxStalledCount: 2,
  });
  logUnlessDown(worker, connection, "worker: imports", deps.log);
  worker.on("failed", (job, err) =>
    jobLog(deps.log, job).error({ reason: err.message }, `import ${job?.data?.importId}: ${err.message}`),
  );
  return {
    worker,
    /** Stops taking imports; one running is abandoned (its job is retried by another worker, or this one later). */
    async close() {
      for (const a of aborts) a.abort(new Error("the worker is shutting down"));
      await worker.close();
    },
  };
}

async function runImport(deps: WorkerDeps, job: Job, aborts: Set<AbortController>) {
  const parsed = importJobPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("malformed import job");
  const { importId } = parsed.data;
  const { db } = deps;
  const [row] = await db.select().from(problemImports).where(eq(problemImports.id, importId));
  if (!row) throw new UnrecoverableError(`import ${importId} not found`);
  if (row.status !== "running") return; // finished by an earlier delivery
  const log = jobLog(deps.log, job);
  const abort = new AbortController();
  aborts.add(abort);
  let scratch: string | null = null;
  const entries: ImportedEntry[] = [];
  let lastWrite = 0;
  const progress = async (fields: Partial<typeof problemImports.$inferInsert>, force = false) => {
    // Steps come often (one per judged submission): the row is written at most twice a second, lines always.
    if (!force && Date.now() - lastWrite < 500) return;
    lastWrite = Date.now();
    await db.update(problemImports).set(fields).where(eq(problemImports.id, importId));
  };
  try {
    await progress({ problems: [], done: 0, total: 0, current: "starting", error: "" }, true);
    let source = row.source;
    if (row.uploaded) {
      scratch = await mkdtemp(join(tmpdir(), "gs-import-upload-"));
      source = join(scratch, row.source.replace(/[^\w.-]/g, "_") || "upload.zip");
      await writeUpload(deps, importId, source);
    }
    const writes: Promise<unknown>[] = [];
    const report = await importPackages(db, [source], {
      createdBy: row.createdBy,
      runner: row.verify ? deps.runner : undefined,
      signal: abort.signal,
      caps: archiveCapsOf(deps.env),
      onStep: (current, done, total) => {
        writes.push(progress({ current, done, total }).catch(() => {}));
      },
      onPackage: (entry, done, total) => {
        entries.push(entry.path === source ? { ...entry, path: row.source } : entry);
        writes.push(progress({ problems: [...entries], done, total, current: "" }, true));
      },
      afterSave: () => bumpProblemsVersion(deps),
    });
    await Promise.all(writes);
    // The report and the end of the upload together: a reader never sees "done" with the chunks still there, and a
    // crash between the two cannot leave a running import whose upload is gone.
    await db.transaction(async (tx) => {
      await tx
        .update(problemImports)
        .set({
          status: "done",
          problems: report.problems.map((p) => (p.path === source ? { ...p, path: row.source } : p)),
          done: report.problems.length,
          total: report.problems.length,
          current: "",
          finishedAt: new Date(),
        })
        .where(eq(problemImports.id, importId));
      await tx.delete(importUploadChunks).where(eq(importUploadChunks.importId, importId));
    });
    log.info({ importId, packages: report.problems.length }, `import ${importId}: done`);
  } catch (err) {
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (last) {
      await db
        .update(problemImports)
        .set({ status: "failed", error: (err as Error).message, current: "", finishedAt: new Date() })
        .where(eq(problemImports.id, importId))
        .catch(() => {});
      await db
        .delete(importUploadChunks)
        .where(eq(importUploadChunks.importId, importId))
        .catch(() => {});
    }
    throw err;
  } finally {
    aborts.delete(abort);
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

/** The upload, chunk by chunk from Postgres to a file: never more than one chunk in memory. */
async function writeUpload(deps: WorkerDeps, importId: string, path: string) {
  const out = createWriteStream(path);
  let seq = -1;
  try {
    for (;;) {
      const [chunk] = await deps.db
        .select({ seq: importUploadChunks.seq, data: importUploadChunks.data })
        .from(importUploadChunks)
        .where(and(eq(importUploadChunks.importId, importId), gt(importUploadChunks.seq, seq)))
        .orderBy(asc(importUploadChunks.seq))
        .limit(1);
      if (!chunk) break;
      seq = chunk.seq;
      if (!out.write(chunk.data)) await new Promise((r) => out.once("drain", r));
    }
  } finally {
    out.end();
    await finished(out);
  }
  if (seq < 0) throw new UnrecoverableError("the upload is gone (its import finished or was removed)");
}

/** The API instances' problem lists and existence memos follow this version (problem-list-cache.ts in the API). */
async function bumpProblemsVersion(deps: WorkerDeps) {
  await deps.redis.incr(problemsVersionKey(deps.env.REDIS_PREFIX));
}
