import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import { and, eq, inArray, notExists, or } from "drizzle-orm";
import type { Db } from "../client.ts";
import { testCases } from "../schema/problems.ts";
import { testData, testDataChunks } from "../schema/test-data.ts";
import { collectAfter } from "./collect.ts";

/** One row of test_data_chunks: small enough that neither end holds more than this of a file at once. */
export const TEST_DATA_CHUNK_BYTES = 1024 * 1024;

/** The database or a transaction of it: storing belongs in the transaction that writes the tests using it. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type StoredFile = { sha256: string; bytes: number };

/**
 * A file's SHA-256 (hex) and size, read a chunk at a time into one buffer: never the whole file in memory, and no
 * garbage per chunk (a 100 MB set hashed through fresh stream buffers raised the importer's peak by tens of MB).
 */
export async function hashFile(
  path: string,
  buf: Buffer = Buffer.alloc(TEST_DATA_CHUNK_BYTES),
): Promise<StoredFile> {
  const hash = createHash("sha256");
  let bytes = 0;
  // Synchronous reads into the caller's buffer: the promise API reads through a buffer of its own per call.
  const fd = openSync(path, "r");
  try {
    for (;;) {
      const bytesRead = readSync(fd, buf, 0, buf.length, null);
      if (bytesRead === 0) break;
      hash.update(buf.subarray(0, bytesRead));
      bytes += bytesRead;
    }
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest("hex"), bytes };
}

/** Text's SHA-256 (hex) and size in UTF-8 bytes, as hashFile would give for the file holding it. */
export function hashText(text: string): StoredFile {
  const buf = Buffer.from(text, "utf8");
  return { sha256: createHash("sha256").update(buf).digest("hex"), bytes: buf.length };
}

/**
 * Stores a file by its content, once: a file whose hash is already stored costs one hash pass and one insert that
 * does nothing. Otherwise its chunks are written one at a time. Inside a transaction, a concurrent store of the same
 * content waits on the row (its primary key) and then finds it, or writes it if the other one rolled back.
 */
export async function storeTestFile(db: DbOrTx, path: string): Promise<StoredFile> {
  const buf = spare.pop() ?? Buffer.alloc(TEST_DATA_CHUNK_BYTES);
  try {
    return await store(db, path, buf);
  } finally {
    spare.push(buf);
  }
}

/**
 * Read buffers kept for the next file: a 1 MB buffer per file stored, left to the garbage collector, raised the
 * importer's peak memory with the number of files (a 100-file set: +30 MB).
 */
const spare: Buffer[] = [];

async function store(db: DbOrTx, path: string, buf: Buffer): Promise<StoredFile> {
  const file = await hashFile(path, buf);
  const inserted = await db
    .insert(testData)
    .values({ sha256: file.sha256, bytes: file.bytes })
    .onConflictDoNothing()
    .returning({ sha256: testData.sha256 });
  if (inserted.length === 0) return file;
  const fd = openSync(path, "r");
  try {
    let seq = 0;
    const hash = createHash("sha256");
    for (;;) {
      const bytesRead = readSync(fd, buf, 0, buf.length, null);
      // An empty file is one empty chunk, so "no chunks" always means "not stored".
      if (bytesRead === 0 && seq > 0) break;
      // The driver copies the bytes into its message before the insert resolves: the buffer is free again after.
      const bytes = buf.subarray(0, bytesRead);
      hash.update(bytes);
      await db.insert(testDataChunks).values({ sha256: file.sha256, seq, bytes });
      seq++;
      if (bytesRead === 0) break;
    }
    // The file changed between the two reads: what was written is not the content named by the hash.
    collectAfter(file.bytes); // the driver's messages
    if (hash.digest("hex") !== file.sha256) throw new Error(`${path} changed while it was stored`);
  } finally {
    closeSync(fd);
  }
  return file;
}

/**
 * Removes stored files that no test uses any more (what a re-import or an edit replaced), among `candidates`: the
 * hashes the caller's tests used before. Run in the transaction that replaced them.
 */
export async function removeUnusedTestData(db: DbOrTx, candidates: string[]) {
  if (candidates.length === 0) return;
  await db.delete(testData).where(
    and(
      inArray(testData.sha256, [...new Set(candidates)]),
      notExists(
        db
          .select({ one: testCases.id })
          .from(testCases)
          .where(or(eq(testCases.inputSha256, testData.sha256), eq(testCases.outputSha256, testData.sha256))),
      ),
    ),
  );
}

/** The stored files' sizes, by hash (unknown hashes are absent). */
export async function storedSizes(db: DbOrTx, hashes: string[]): Promise<Map<string, number>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ sha256: testData.sha256, bytes: testData.bytes })
    .from(testData)
    .where(inArray(testData.sha256, [...new Set(hashes)]));
  return new Map(rows.map((r) => [r.sha256, r.bytes]));
}
