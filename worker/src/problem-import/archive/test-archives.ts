/**
 * Hand-built archives for the tests: hostile ones no well-behaved tool would write (names with `..`, links,
 * devices, lying sizes), so they are assembled byte by byte here rather than with `zip` or `tar`.
 */
import { constants, crc32, createDeflateRaw, deflateRawSync, gzipSync } from "node:zlib";

const enc = new TextEncoder();
const bytes = (data: string | Uint8Array) => (typeof data === "string" ? enc.encode(data) : data);

export type TarMember = {
  name: string;
  data?: string | Uint8Array;
  /** tar type flag: "0" file, "5" dir, "1" hard link, "2" symlink, "3"/"4"/"6" devices, "L"/"x" metadata. */
  type?: string;
  mode?: number;
  /** The size written in the header when it should lie (a bomb claiming 1 GB). */
  declaredSize?: number;
  linkName?: string;
};

function octal(block: Uint8Array, offset: number, length: number, value: number) {
  block.set(enc.encode(`${value.toString(8).padStart(length - 1, "0")}\0`), offset);
}

export function tarHeader(member: TarMember, size: number): Uint8Array {
  const block = new Uint8Array(512);
  block.set(enc.encode(member.name).subarray(0, 100), 0);
  octal(block, 100, 8, member.mode ?? 0o644);
  octal(block, 108, 8, 0);
  octal(block, 116, 8, 0);
  octal(block, 124, 12, size);
  octal(block, 136, 12, 0);
  block[156] = (member.type ?? "0").charCodeAt(0);
  if (member.linkName) block.set(enc.encode(member.linkName), 157);
  block.set(enc.encode("ustar\x0000"), 257);
  block.fill(0x20, 148, 156);
  const sum = block.reduce((a, b) => a + b, 0);
  block.set(enc.encode(`${sum.toString(8).padStart(6, "0")}\0 `), 148);
  return block;
}

export function tarBytes(members: TarMember[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const member of members) {
    const data = bytes(member.data ?? "");
    parts.push(tarHeader(member, member.declaredSize ?? data.byteLength), data);
    parts.push(new Uint8Array((512 - (data.byteLength % 512)) % 512));
  }
  parts.push(new Uint8Array(1024));
  return Buffer.concat(parts);
}

export const tarGzBytes = (members: TarMember[]) => gzipSync(tarBytes(members));

export type ZipMember = {
  name: string;
  data?: string | Uint8Array;
  deflate?: boolean;
  /** Unix st_mode stored in the external attributes (type bits make links and devices). */
  unixMode?: number;
  /** Already-deflated data with its true size and CRC (the bomb), instead of `data`. */
  raw?: { packed: Uint8Array; size: number; crc: number };
  /** Sizes to write in the headers when they should lie. */
  declaredSize?: number;
  /** Point this member's header at an earlier member's data (an overlapping bomb). */
  offsetOf?: number;
};

export function zipBytes(members: ZipMember[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const member of members) {
    const name = enc.encode(member.name);
    const plain = bytes(member.data ?? "");
    const packed = member.raw?.packed ?? (member.deflate ? deflateRawSync(plain) : plain);
    const size = member.declaredSize ?? member.raw?.size ?? plain.byteLength;
    const crc = member.raw?.crc ?? crc32(plain);
    const method = member.raw || member.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const at = member.offsetOf !== undefined ? offsets[member.offsetOf]! : offset;
    offsets.push(at);
    if (member.offsetOf === undefined) {
      locals.push(local, name, packed);
      offset += 30 + name.byteLength + packed.byteLength;
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(((member.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(at, 42);
    centrals.push(central, name);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `mb` megabytes of zeros deflated as a stream (about 1 KB per MB), with the CRC of the zeros. */
export async function deflatedZeros(mb: number): Promise<{ packed: Uint8Array; size: number; crc: number }> {
  const deflater = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const out: Buffer[] = [];
  deflater.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflater.on("end", resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let i = 0; i < mb; i++) {
    crc = crc32(zeros, crc);
    if (!deflater.write(zeros)) await new Promise((resolve) => deflater.once("drain", resolve));
  }
  deflater.end();
  await ended;
  return { packed: Buffer.concat(out), size: mb * 1024 * 1024, crc };
}

/**
 * Every file under `dir` by relative path, with its bytes (a symlink read as what it points at): two trees
 * compare equal byte for byte.
 */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const { readdir, readFile } = await import("node:fs/promises");
  const tree = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const path = `${entry.parentPath}/${entry.name}`;
    tree.set(path.slice(dir.length + 1), await readFile(path));
  }
  return tree;
}

/** The extraction and download directories of this module currently in the temp dir. */
export async function archiveTempDirs(): Promise<string[]> {
  const { readdir } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  return (await readdir(tmpdir())).filter(
    (name) => name.startsWith("gs-archive-") || name.startsWith("gs-fetch-"),
  );
}
