import { ArchiveError } from "./errors.ts";
import type { ArchiveSource } from "./source.ts";

/** One member as the zip's central directory describes it. */
export type ZipEntry = {
  name: string;
  method: number;
  encrypted: boolean;
  crc32: number;
  packedSize: number;
  size: number;
  localOffset: number;
  /** Unix st_mode when the archive was made on Unix (file type and permission bits), else 0. */
  unixMode: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 64 KB, so it is found within this many final bytes. */
const EOCD_SEARCH = 22 + 0xffff;
/** 20,000 members with long names fit in a few MB; a directory claiming more is not a package. */
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;
const utf8 = new TextDecoder();

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const u64 = (v: DataView, at: number) => Number(v.getBigUint64(at, true));

/**
 * The central directory, read from the end of the archive: the authoritative list of members, so every name and
 * size is checked before a byte is unpacked. Supports zip64 records, which some tools write even for small zips.
 */
export async function readZipDirectory(source: ArchiveSource, maxEntries: number): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, source.size - EOCD_SEARCH);
  const tail = await source.read(tailStart, source.size - tailStart);
  const tv = view(tail);
  let eocd = -1;
  for (let at = tail.byteLength - 22; at >= 0; at--) {
    if (tv.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) throw new ArchiveError("corrupt", "a zip without its central directory (truncated?)");
  let count = tv.getUint16(eocd + 10, true);
  let dirSize = tv.getUint32(eocd + 12, true);
  let dirOffset = tv.getUint32(eocd + 16, true);
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) {
    const locatorAt = tailStart + eocd - 20;
    const locator = view(await source.read(locatorAt, 20));
    if (locatorAt < 0 || locator.getUint32(0, true) !== ZIP64_LOCATOR) {
      throw new ArchiveError("corrupt", "a zip64 archive without its zip64 locator");
    }
    const record = view(await source.read(u64(locator, 8), 56));
    if (record.byteLength < 56 || record.getUint32(0, true) !== ZIP64_EOCD) {
      throw new ArchiveError("corrupt", "a zip64 archive without its zip64 end record");
    }
    count = u64(record, 32);
    dirSize = u64(record, 40);
    dirOffset = u64(record, 48);
  }
  if (count > maxEntries)
    throw new ArchiveError("too-many-files", `${count} members, over the cap of ${maxEntries}`);
  if (dirSize > MAX_DIRECTORY_BYTES || dirOffset + dirSize > source.size) {
    throw new ArchiveError("corrupt", "a zip central directory outside the archive");
  }
  const directory = await source.read(dirOffset, dirSize);
  const dv = view(directory);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.byteLength || dv.getUint32(at, true) !== CENTRAL) {
      throw new ArchiveError("corrupt", "a damaged zip central directory");
    }
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const madeOnUnix = dv.getUint8(at + 5) === 3;
    const entry: ZipEntry = {
      name: utf8.decode(directory.subarray(at + 46, at + 46 + nameLength)),
      method: dv.getUint16(at + 10, true),
      encrypted: (dv.getUint16(at + 8, true) & 1) !== 0,
      crc32: dv.getUint32(at + 16, true),
      packedSize: dv.getUint32(at + 20, true),
      size: dv.getUint32(at + 24, true),
      localOffset: dv.getUint32(at + 42, true),
      unixMode: madeOnUnix ? dv.getUint32(at + 38, true) >>> 16 : 0,
    };
    applyZip64Extra(entry, directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The zip64 extra field holds, in this order, whichever of the three values were saturated in the header. */
function applyZip64Extra(entry: ZipEntry, extra: Uint8Array) {
  const ev = view(extra);
  for (let at = 0; at + 4 <= extra.byteLength; ) {
    const id = ev.getUint16(at, true);
    const length = ev.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length)
          throw new ArchiveError("corrupt", "a short zip64 extra field", entry.name);
        const value = u64(ev, field);
        field += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.packedSize === 0xffffffff) entry.packedSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
    }
    at += 4 + length;
  }
}
