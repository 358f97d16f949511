import { ArchiveError } from "./errors.ts";
import { checksumMatches } from "./tar-header.ts";

export type ArchiveKind = "zip" | "gzip" | "tar";

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const text = new TextDecoder();

/**
 * What the first bytes (up to 512) say the archive is, whatever its name: a `.kpp` is a zip, a GitHub download
 * may be named anything. The formats we cannot read get a refusal that says what they are.
 */
export function sniffArchive(head: Uint8Array): ArchiveKind {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  if (startsWith(head, [0x1f, 0x8b])) return "gzip";
  if (head.byteLength >= 512 && (text.decode(head.subarray(257, 262)) === "ustar" || checksumMatches(head))) {
    return "tar";
  }
  const other = startsWith(head, [0x42, 0x5a, 0x68])
    ? "bzip2"
    : startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a])
      ? "xz"
      : startsWith(head, [0x28, 0xb5, 0x2f, 0xfd])
        ? "zstd"
        : startsWith(head, [0x37, 0x7a, 0xbc, 0xaf])
          ? "7z"
          : startsWith(head, [0x52, 0x61, 0x72, 0x21])
            ? "rar"
            : undefined;
  throw new ArchiveError(
    "not-an-archive",
    other
      ? `a ${other} file: packages are read from .zip, .kpp, .tar or .tar.gz`
      : "not a .zip, .kpp, .tar or .tar.gz (unrecognised content)",
  );
}
