import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream";
import { createGunzip } from "node:zlib";
import { ByteReader } from "./byte-reader.ts";
import { type ArchiveCaps, resolveCaps } from "./caps.ts";
import { ArchiveError } from "./errors.ts";
import { ExtractSink } from "./sink.ts";
import { sniffArchive } from "./sniff.ts";
import { type ArchiveSource, bytesSource, fileSource } from "./source.ts";
import { extractTar } from "./tar.ts";
import { extractZip } from "./zip.ts";

export type UnpackedArchive = {
  /** A fresh directory under the OS temp dir holding the archive's members and nothing else. */
  dir: string;
  /** Removes `dir`; safe to call more than once. */
  cleanup(): Promise<void>;
};

/**
 * Unpacks a .zip/.kpp, .tar or .tar.gz/.tgz (told apart by content) from a path or bytes into a fresh temp
 * directory, refusing hostile or oversized archives with an ArchiveError. On any error nothing is left on disk.
 *
 * No dependency: node:zlib inflates both formats as streams (native, with backpressure), and the two container
 * formats are small enough to read by hand (zip: the central directory; tar: 512-byte headers, GNU long names,
 * pax paths), which keeps every size check in our hands, counted on the bytes as they arrive.
 */
export async function unpackArchive(
  source: string | Uint8Array,
  opts: Partial<ArchiveCaps> = {},
): Promise<UnpackedArchive> {
  const caps = resolveCaps(opts);
  const size = typeof source === "string" ? (await stat(source)).size : source.byteLength;
  if (size > caps.archiveBytes) {
    throw new ArchiveError(
      "too-large",
      `the archive is ${size} bytes, over the ${caps.archiveBytes}-byte cap`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), "gs-archive-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const input = typeof source === "string" ? await fileSource(source) : bytesSource(source);
  try {
    const sink = new ExtractSink(dir, caps);
    await extractInto(input, sink, caps);
    await sink.finish();
  } catch (error) {
    await cleanup();
    throw error;
  } finally {
    await input.close();
  }
  return { dir, cleanup };
}

async function extractInto(input: ArchiveSource, sink: ExtractSink, caps: ArchiveCaps) {
  const kind = sniffArchive(await input.read(0, 512));
  if (kind === "zip") return extractZip(input, sink, caps);
  if (kind === "tar") return extractTar(new ByteReader(input.chunks()), sink, false);
  return extractTar(new ByteReader(gunzip(input, caps)), sink, true);
}

/**
 * A gzip has no per-member sizes, so the ratio guard watches the whole stream: once past `ratioAfterBytes`,
 * the bytes out may be at most `maxRatio` times the bytes read in. The input is read ahead by one chunk at most,
 * so a bomb is stopped within about maxRatio × 64 KB of output.
 */
async function* gunzip(input: ArchiveSource, caps: ArchiveCaps) {
  let packed = 0;
  async function* counted() {
    for await (const chunk of input.chunks()) {
      packed += chunk.byteLength;
      yield chunk;
    }
  }
  const inflater = createGunzip();
  // pipeline, not pipe: a failing read must fail the inflater too, or the loop below would wait forever.
  pipeline(counted(), inflater, () => {});
  let unpacked = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Uint8Array>) {
      unpacked += chunk.byteLength;
      if (unpacked > caps.ratioAfterBytes && unpacked > packed * caps.maxRatio) {
        throw new ArchiveError("bomb", `the gzip stream inflates past ${caps.maxRatio}× its size`);
      }
      // The members are capped in the sink; this bounds what comes around them (headers, pax records,
      // padding), allowing 4 KB per member, ten times what a real tar writer spends.
      if (unpacked > caps.totalBytes + caps.files * 4096) {
        throw new ArchiveError("too-large", `the tar inside unpacks past the ${caps.totalBytes}-byte cap`);
      }
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError("corrupt", `bad gzip data (${(error as Error).message})`);
  } finally {
    inflater.destroy();
  }
}
