import { createHash } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import { and, asc, eq, gte } from "drizzle-orm";
import { testDataChunks } from "../schema/test-data.ts";
import { collectAfter } from "./collect.ts";
import { type DbOrTx, TEST_DATA_CHUNK_BYTES } from "./store.ts";

/** Chunks read per query: a few MB in memory at most, few round trips for a big file. */
const CHUNKS_PER_READ = 4;

/**
 * Writes a stored file to `dest`, a few chunks at a time, and checks it against its hash before it appears there
 * (written to a temporary name, renamed into place: a reader never sees half a file). Throws when the hash is not
 * stored or the bytes do not match it.
 */
export async function writeTestData(db: DbOrTx, sha256: string, dest: string): Promise<void> {
  const tmp = `${dest}.${process.pid}.${crypto.randomUUID()}.part`;
  const handle = await open(tmp, "w");
  const hash = createHash("sha256");
  let seq = 0;
  try {
    for (;;) {
      const rows = await db
        .select({ seq: testDataChunks.seq, bytes: testDataChunks.bytes })
        .from(testDataChunks)
        .where(and(eq(testDataChunks.sha256, sha256), gte(testDataChunks.seq, seq)))
        .orderBy(asc(testDataChunks.seq))
        .limit(CHUNKS_PER_READ);
      for (const row of rows) {
        if (row.seq !== seq) throw new Error(`test data ${sha256}: chunk ${seq} missing`);
        hash.update(row.bytes);
        await handle.write(row.bytes);
        seq++;
      }
      if (rows.length < CHUNKS_PER_READ) break;
    }
    await handle.close();
    collectAfter(seq * TEST_DATA_CHUNK_BYTES); // the rows' buffers
    if (seq === 0) throw new Error(`test data ${sha256} is not stored`);
    const got = hash.digest("hex");
    if (got !== sha256) throw new Error(`test data ${sha256}: stored bytes hash to ${got}`);
    await rename(tmp, dest);
  } catch (err) {
    await handle.close().catch(() => {});
    await rm(tmp, { force: true });
    throw err;
  }
}

/** A stored file's bytes, whole (an export's archive is built in memory anyway). */
export async function readTestData(db: DbOrTx, sha256: string): Promise<Uint8Array> {
  const rows = await db
    .select({ bytes: testDataChunks.bytes })
    .from(testDataChunks)
    .where(eq(testDataChunks.sha256, sha256))
    .orderBy(asc(testDataChunks.seq));
  if (rows.length === 0) throw new Error(`test data ${sha256} is not stored`);
  return new Uint8Array(Buffer.concat(rows.map((r) => r.bytes)));
}
