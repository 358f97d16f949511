import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { ArchiveCaps } from "./caps.ts";
import { ArchiveError, type ArchiveErrorCode } from "./errors.ts";
import { archiveTempDirs, deflatedZeros, tarHeader, zipBytes } from "./test-archives.ts";
import { unpackArchive } from "./unpack.ts";

const GB = 1024 * 1024 * 1024;
const NO_FILE_CAP = { fileBytes: 4 * GB, totalBytes: 4 * GB };
let work: string;
let zeros: Awaited<ReturnType<typeof deflatedZeros>>;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "gs-iarch-bomb-"));
  // 1 GB of zeros deflates to about 1 MB: the same run serves as a zip member and, wrapped, as a gzip stream.
  zeros = await deflatedZeros(1024);
  await writeFile(join(work, "honest.zip"), zipBytes([{ name: "bomb.bin", raw: zeros }]));
  // The header declares 1 MB, a plausible ratio, so only the streaming checks can catch it.
  const small = { ...zeros, size: 1024 * 1024 };
  await writeFile(
    join(work, "lying.zip"),
    zipBytes([{ name: "bomb.bin", raw: small, declaredSize: small.size }]),
  );
  // A tar.gz: a gzip member holding a tar header for a 1 GB file and the 1 GB of zeros.
  const header = gzipSync(tarHeader({ name: "bomb.bin" }, GB));
  await writeFile(join(work, "bomb.tar.gz"), Buffer.concat([header, gzipWrap(zeros)]));
}, 120_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A raw deflate stream wrapped as one gzip member (header, data, CRC and size trailer). */
function gzipWrap({ packed, size, crc }: { packed: Uint8Array; size: number; crc: number }) {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), packed, trailer]);
}

/** Refused with `code`, the resident set growing by under 100 MB, nothing left behind. */
async function expectRefusedLean(file: string, code: ArchiveErrorCode, caps: Partial<ArchiveCaps> = {}) {
  const before = await archiveTempDirs();
  Bun.gc(true);
  const rss = process.memoryUsage().rss;
  const error = await unpackArchive(join(work, file), caps).catch((e: unknown) => e);
  const growthMb = (process.memoryUsage().rss - rss) / 2 ** 20;
  expect(error).toBeInstanceOf(ArchiveError);
  expect((error as ArchiveError).code).toBe(code);
  // Inflating the bomb whole would take 1024 MB; streaming holds a few chunks. Generous for allocator noise.
  expect(growthMb).toBeLessThan(100);
  expect(await archiveTempDirs()).toEqual(before);
}

describe("a 1 GB bomb is refused without being inflated", () => {
  test("a zip member declaring 1 GB: over the file cap, refused from the directory", async () => {
    await expectRefusedLean("honest.zip", "too-large");
  });

  test("the same with no size cap: its declared ratio gives it away", async () => {
    await expectRefusedLean("honest.zip", "bomb", NO_FILE_CAP);
  });

  test("a zip member lying about its size: the inflate stops once past the declaration", async () => {
    await expectRefusedLean("lying.zip", "bomb");
  });

  test("a tar.gz with a 1 GB member: over the file cap, refused from its header", async () => {
    await expectRefusedLean("bomb.tar.gz", "too-large");
  });

  test("the same with no size cap: the gzip ratio guard stops the stream", async () => {
    await expectRefusedLean("bomb.tar.gz", "bomb", NO_FILE_CAP);
  });

  test("with the ratio guard off, the total cap still stops it while streaming", async () => {
    await expectRefusedLean("bomb.tar.gz", "too-large", {
      fileBytes: 4 * GB,
      totalBytes: 64 * 1024 * 1024,
      maxRatio: 1e9,
    });
  });
});
