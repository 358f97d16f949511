import { importUploadChunks, type ProblemImportRow, problemImports, problems } from "@grindstone/db";
import type { ImportView } from "@grindstone/shared";
import { IMPORT_JOB, IMPORT_UPLOAD_CHUNK_BYTES } from "@grindstone/shared/server";
import { desc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";

/**
 * Problem-package imports (issue 25, docs/problem-import.md): the API only records what to import (a URL, or an
 * upload stored in Postgres in 1 MB chunks, never whole in memory) and queues the job; the worker unpacks, verifies
 * and writes, advancing the row this module reads. Nothing lives in this process: any instance answers for any import.
 */
export type ImportSource =
  | { kind: "url"; url: string; verify: boolean }
  | { kind: "upload"; name: string; verify: boolean; body: ReadableStream<Uint8Array> };

export async function startImport(ctx: AppContext, adminId: string, source: ImportSource): Promise<string> {
  const maxBytes = ctx.env.IMPORT_MAX_UPLOAD_MB * 1024 * 1024;
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(problemImports)
      .values({
        source: source.kind === "url" ? source.url : source.name,
        uploaded: source.kind === "upload",
        verify: source.verify,
        createdBy: adminId,
      })
      .returning({ id: problemImports.id });
    if (source.kind === "upload") {
      let seq = 0;
      let size = 0;
      for await (const chunk of inChunks(source.body, IMPORT_UPLOAD_CHUNK_BYTES)) {
        size += chunk.length;
        if (size > maxBytes)
          throw new AppError(
            "PAYLOAD_TOO_LARGE",
            413,
            `The archive is larger than ${ctx.env.IMPORT_MAX_UPLOAD_MB} MB`,
          );
        await tx.insert(importUploadChunks).values({ importId: row!.id, seq: seq++, data: chunk });
      }
      if (size === 0) throw new AppError("VALIDATION", 400, "The file is empty");
    }
    return row!.id;
  });
  try {
    await ctx.importQueue.add(IMPORT_JOB, { importId: id }, { jobId: id });
  } catch (err) {
    await ctx.db
      .update(problemImports)
      .set({ status: "failed", error: "The import could not be queued", finishedAt: new Date() })
      .where(eq(problemImports.id, id));
    ctx.log.error({ importId: id, reason: (err as Error).message }, `import ${id} not queued`);
    throw new AppError("SERVICE_UNAVAILABLE", 503, "The import queue is unavailable, please retry");
  }
  return id;
}

/** A byte stream re-cut into pieces of `size` bytes (the last one shorter). */
async function* inChunks(body: ReadableStream<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let parts: Uint8Array[] = [];
  let held = 0;
  const reader = body.getReader();
  for (;;) {
    const { value: piece, done } = await reader.read();
    if (done) break;
    let rest = piece;
    while (held + rest.length >= size) {
      const take = size - held;
      parts.push(rest.subarray(0, take));
      yield Buffer.concat(parts);
      parts = [];
      held = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      parts.push(rest);
      held += rest.length;
    }
  }
  if (held > 0) yield Buffer.concat(parts);
}

export async function getImport(ctx: AppContext, id: string): Promise<ImportView> {
  const [row] = await ctx.db.select().from(problemImports).where(eq(problemImports.id, id));
  if (!row) throw notFound("Import not found");
  return (await withVisibility(ctx, [row]))[0]!;
}

/** The most recent imports, newest first. */
export async function listImports(ctx: AppContext, limit = 20): Promise<ImportView[]> {
  const rows = await ctx.db
    .select()
    .from(problemImports)
    .orderBy(desc(problemImports.createdAt))
    .limit(limit);
  return withVisibility(ctx, rows);
}

/** Each problem's visibility now (an admin may have published it since the report was written). */
async function withVisibility(ctx: AppContext, rows: ProblemImportRow[]): Promise<ImportView[]> {
  const ids = rows.flatMap((r) => r.problems.flatMap((p) => (p.id ? [p.id] : [])));
  const visible = new Map(
    ids.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: problems.id, isPublic: problems.isPublic })
            .from(problems)
            .where(inArray(problems.id, ids))
        ).map((p) => [p.id, p.isPublic]),
  );
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    source: r.source,
    verify: r.verify,
    progress: { done: r.done, total: r.total },
    current: r.current,
    problems: r.problems.map((p) => ({ ...p, isPublic: p.id ? (visible.get(p.id) ?? false) : false })),
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  }));
}
