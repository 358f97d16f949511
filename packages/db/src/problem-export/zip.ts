import { crc32, deflateRawSync } from "node:zlib";

export type ZipFile = { path: string; content: string | Uint8Array };

const STORED = 0;
const DEFLATE = 8;
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** 1980-01-01 00:00 in MS-DOS time: a fixed stamp, so the same problem always zips to the same bytes. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
/** Unix regular file, rw-r--r--, in the high half of the external attributes (made by Unix, version 3.0). */
const FILE_MODE = (0o100644 << 16) >>> 0;
/** Zip without zip64: every size and offset must fit 32 bits; a problem's package is far below (test data caps). */
const MAX_ZIP_BYTES = 0xffff_fffe;

/**
 * A zip archive of the files (deflated where that helps, else stored), with a central directory: what
 * `unzip`, Python's zipfile and our importer (worker/src/problem-import/archive/zip.ts) read. Built in memory:
 * a problem's package is bounded by its stored tests. Paths are taken as given; callers build them from safe parts.
 */
export function zipFiles(files: ZipFile[]): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = new TextEncoder().encode(file.path);
    const data = typeof file.content === "string" ? new TextEncoder().encode(file.content) : file.content;
    const deflated = deflateRawSync(data);
    const method = deflated.length < data.length ? DEFLATE : STORED;
    const body = method === DEFLATE ? deflated : data;
    const crc = crc32(data) >>> 0;
    const local = header(30 + name.length, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, UTF8_NAMES, true);
      v.setUint16(8, method, true);
      v.setUint16(10, 0, true);
      v.setUint16(12, DOS_DATE, true);
      v.setUint32(14, crc, true);
      v.setUint32(18, body.length, true);
      v.setUint32(22, data.length, true);
      v.setUint16(26, name.length, true);
      v.setUint16(28, 0, true);
    });
    local.set(name, 30);
    const entry = header(46 + name.length, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, (3 << 8) | 20, true);
      v.setUint16(6, 20, true);
      v.setUint16(8, UTF8_NAMES, true);
      v.setUint16(10, method, true);
      v.setUint16(12, 0, true);
      v.setUint16(14, DOS_DATE, true);
      v.setUint32(16, crc, true);
      v.setUint32(20, body.length, true);
      v.setUint32(24, data.length, true);
      v.setUint16(28, name.length, true);
      v.setUint32(38, FILE_MODE, true);
      v.setUint32(42, offset, true);
    });
    entry.set(name, 46);
    chunks.push(local, body);
    central.push(entry);
    offset += local.length + body.length;
    if (offset > MAX_ZIP_BYTES) throw new Error("The package is too large for a zip without zip64");
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, files.length, true);
    v.setUint16(10, files.length, true);
    v.setUint32(12, centralSize, true);
    v.setUint32(16, offset, true);
  });
  if (files.length > 0xffff) throw new Error("Too many files for a zip without zip64");
  return concat([...chunks, ...central, end]);
}

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
