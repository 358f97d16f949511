import { pipeline } from "node:stream";
import { crc32, createInflateRaw } from "node:zlib";
import type { ArchiveCaps } from "./caps.ts";
import { entryPathSegments, isArchiveRoot } from "./entry-path.ts";
import { ArchiveError } from "./errors.ts";
import type { ExtractSink } from "./sink.ts";
import type { ArchiveSource } from "./source.ts";
import { readZipDirectory, type ZipEntry } from "./zip-directory.ts";

const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATE = 8;

/** PATH_MAX: no real link target is longer. */
const MAX_LINK_BYTES = 4096;
const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;
const S_IFLNK = 0o120000;

/**
 * Unpacks a zip (or a .kpp, which is one): every member is checked from the central directory first (names,
 * types, declared sizes and ratios), so a hostile archive is refused before anything is written; then members
 * are inflated one at a time, streamed to disk, with the same checks counted again on the real bytes.
 */
export async function extractZip(source: ArchiveSource, sink: ExtractSink, caps: ArchiveCaps) {
  const entries = await readZipDirectory(source, caps.files);
  let declaredTotal = 0;
  for (const entry of entries) {
    checkEntry(entry, caps);
    declaredTotal += entry.size;
  }
  if (declaredTotal > caps.totalBytes) {
    throw new ArchiveError(
      "too-large",
      `declares ${declaredTotal} bytes in all, over the ${caps.totalBytes}-byte cap`,
    );
  }
  // In offset order, each member's data must end before the next begins: overlapping members are how the
  // most compact zip bombs reuse one compressed run for many files.
  let end = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset < end) throw new ArchiveError("bomb", "overlaps another member's data", entry.name);
    const dataStart = await localDataStart(source, entry);
    end = dataStart + entry.packedSize;
    if (end > source.size)
      throw new ArchiveError("corrupt", "its data runs past the end of the archive", entry.name);
    if (isDirectory(entry)) {
      await sink.dir(entry.name);
      continue;
    }
    const packed = source.chunks(dataStart, entry.packedSize);
    const data = entry.method === STORED ? packed : inflate(packed, entry, caps);
    if ((entry.unixMode & S_IFMT) === S_IFLNK) {
      sink.link(entry.name, await linkTarget(checkCrc(data, entry), entry), "symbolic");
      continue;
    }
    await sink.file(entry.name, checkCrc(data, entry), {
      declaredSize: entry.size,
      executable: (entry.unixMode & 0o111) !== 0,
    });
  }
}

const isDirectory = (entry: ZipEntry) => entry.name.endsWith("/") || (entry.unixMode & S_IFMT) === S_IFDIR;

function checkEntry(entry: ZipEntry, caps: ArchiveCaps) {
  if (!(isDirectory(entry) && isArchiveRoot(entry.name))) entryPathSegments(entry.name, caps.depth);
  const type = entry.unixMode & S_IFMT;
  if (type === S_IFLNK && caps.links !== "copy-inside") {
    throw new ArchiveError("link", "a symbolic link (links are refused)", entry.name);
  }
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR && type !== S_IFLNK) {
    throw new ArchiveError("device", "a device, FIFO or socket entry", entry.name);
  }
  if (entry.encrypted) throw new ArchiveError("corrupt", "encrypted (packages must not be)", entry.name);
  if (entry.method !== STORED && entry.method !== DEFLATE) {
    throw new ArchiveError(
      "corrupt",
      `compression method ${entry.method} (only stored and deflate)`,
      entry.name,
    );
  }
  if (entry.size > caps.fileBytes) {
    throw new ArchiveError(
      "too-large",
      `declares ${entry.size} bytes, over the ${caps.fileBytes}-byte cap`,
      entry.name,
    );
  }
  if (isBomb(entry.size, entry.packedSize, caps)) {
    throw new ArchiveError("bomb", `declares ${entry.size} bytes packed in ${entry.packedSize}`, entry.name);
  }
}

const isBomb = (unpacked: number, packed: number, caps: ArchiveCaps) =>
  unpacked > caps.ratioAfterBytes && unpacked > packed * caps.maxRatio;

/** A zip stores a symlink as a member whose data is the target path. */
async function linkTarget(data: AsyncIterable<Uint8Array>, entry: ZipEntry): Promise<string> {
  if (entry.size > MAX_LINK_BYTES)
    throw new ArchiveError("link", "a link with an overlong target", entry.name);
  const chunks: Uint8Array[] = [];
  for await (const chunk of data) chunks.push(chunk);
  return new TextDecoder().decode(Buffer.concat(chunks));
}

async function localDataStart(source: ArchiveSource, entry: ZipEntry): Promise<number> {
  const header = await source.read(entry.localOffset, 30);
  const hv = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.byteLength < 30 || hv.getUint32(0, true) !== LOCAL) {
    throw new ArchiveError("corrupt", "its local header is missing", entry.name);
  }
  return entry.localOffset + 30 + hv.getUint16(26, true) + hv.getUint16(28, true);
}

/** Inflates as a stream, stopping as soon as the output outgrows what the header declared or the ratio cap. */
async function* inflate(packed: AsyncIterable<Uint8Array>, entry: ZipEntry, caps: ArchiveCaps) {
  const inflater = createInflateRaw();
  // pipeline, not pipe: a failing read must fail the inflater too, or the loop below would wait forever.
  pipeline(packed, inflater, () => {});
  let produced = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Uint8Array>) {
      produced += chunk.byteLength;
      // A header declaring less than the data holds is how a bomb slips past the directory checks.
      if (produced > entry.size) {
        throw new ArchiveError("bomb", `inflates past its declared ${entry.size} bytes`, entry.name);
      }
      if (isBomb(produced, entry.packedSize, caps)) {
        throw new ArchiveError("bomb", `inflates past ${caps.maxRatio}× its packed size`, entry.name);
      }
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError("corrupt", `bad deflate data (${(error as Error).message})`, entry.name);
  } finally {
    inflater.destroy();
  }
}

async function* checkCrc(data: AsyncIterable<Uint8Array>, entry: ZipEntry) {
  let crc = 0;
  for await (const chunk of data) {
    crc = crc32(chunk, crc);
    yield chunk;
  }
  if (crc >>> 0 !== entry.crc32 >>> 0)
    throw new ArchiveError("corrupt", "CRC mismatch (damaged data)", entry.name);
}
