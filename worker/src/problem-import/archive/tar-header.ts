import { ArchiveError } from "./errors.ts";

/** One 512-byte tar header block (POSIX ustar, with the GNU and v7 variants real archives use). */
export type TarHeader = {
  name: string;
  mode: number;
  size: number;
  type: string;
  /** What a hard or symbolic link points at. */
  linkName: string;
};

export const BLOCK = 512;
const text = new TextDecoder();

const field = (block: Uint8Array, offset: number, length: number) => {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return text.decode(end === -1 ? raw : raw.subarray(0, end));
};

/** Octal, space/NUL padded; or GNU base-256 (high bit set) for sizes past 8 GB. */
function numeric(block: Uint8Array, offset: number, length: number, what: string): number {
  const first = block[offset]!;
  if (first & 0x80) {
    let value = first & 0x7f;
    for (let i = 1; i < length; i++) value = value * 256 + block[offset + i]!;
    return value;
  }
  const digits = field(block, offset, length).trim();
  if (digits === "") return 0;
  if (!/^[0-7]+$/.test(digits)) throw new ArchiveError("corrupt", `tar header with a bad ${what} field`);
  return Number.parseInt(digits, 8);
}

export const isZeroBlock = (block: Uint8Array) => block.every((b) => b === 0);

/** The header checksum counts its own field as spaces; any tar writer gets this right, so a mismatch is damage. */
export function checksumMatches(block: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  const stored = field(block, 148, 8).trim();
  return /^[0-7]+$/.test(stored) && Number.parseInt(stored, 8) === sum;
}

export function parseTarHeader(block: Uint8Array): TarHeader {
  const name = field(block, 0, 100);
  // ustar splits long names into prefix + name; the GNU magic ("ustar  ") uses those bytes for other things.
  const ustar = field(block, 257, 6) === "ustar";
  const prefix = ustar ? field(block, 345, 155) : "";
  return {
    name: prefix ? `${prefix}/${name}` : name,
    mode: numeric(block, 100, 8, "mode"),
    size: numeric(block, 124, 12, "size"),
    type: String.fromCharCode(block[156]!),
    linkName: field(block, 157, 100),
  };
}

/** pax extended header records: "<length> <key>=<value>\n", length counting the whole record. */
export function parsePax(data: Uint8Array): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < data.byteLength) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(text.decode(data.subarray(at, space)), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0 || at + length > data.byteLength) {
      throw new ArchiveError("corrupt", "malformed pax extended header");
    }
    const record = text.decode(data.subarray(space + 1, at + length - 1));
    const eq = record.indexOf("=");
    if (eq > 0) records.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return records;
}
