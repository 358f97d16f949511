import type { ByteReader } from "./byte-reader.ts";
import { ArchiveError } from "./errors.ts";
import type { ExtractSink } from "./sink.ts";
import { BLOCK, checksumMatches, isZeroBlock, parsePax, parseTarHeader } from "./tar-header.ts";

/** GNU long names and pax headers are metadata held in memory; no real one comes near this. */
const MAX_META_BYTES = 1024 * 1024;
const text = new TextDecoder();

const notTar = () => new ArchiveError("not-an-archive", "a gzip file that does not hold a tar");
const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/**
 * Streams a tar into the sink: regular files and directories are written, GNU 'L' long names and pax 'x' paths
 * (and sizes) applied to the next member, links handed to the sink (which refuses them unless told to copy),
 * special files refused. `wrapped` says the tar came out of a
 * gzip, where a first block that is no tar header means the gzip held something else.
 */
export async function extractTar(reader: ByteReader, sink: ExtractSink, wrapped: boolean) {
  let longName: string | undefined;
  let longLink: string | undefined;
  let pax = new Map<string, string>();
  let first = true;
  for (;;) {
    // Under one block out of a gzip is a small compressed file, not a truncated tar.
    const block = await reader.exact(BLOCK, first && wrapped ? notTar : undefined);
    // Two zero blocks end a tar; some writers stop after one or none, which loses nothing.
    if (block === null || isZeroBlock(block)) return;
    if (!checksumMatches(block)) {
      if (first && wrapped) throw notTar();
      throw new ArchiveError("corrupt", "a tar header with a wrong checksum (damaged archive?)");
    }
    first = false;
    const header = parseTarHeader(block);
    const name = longName ?? pax.get("path") ?? header.name;
    const paxSize = pax.get("size");
    const size = paxSize !== undefined ? Number(paxSize) : header.size;
    if (!Number.isSafeInteger(size) || size < 0) throw new ArchiveError("corrupt", "a bad size", name);
    if (header.type === "L" || header.type === "K" || header.type === "x" || header.type === "g") {
      if (size > MAX_META_BYTES) throw new ArchiveError("corrupt", "a tar metadata header over 1 MB", name);
      const data = (await reader.exact(size + padding(size))) ?? new Uint8Array(0);
      const body = data.subarray(0, size);
      if (header.type === "L") longName = text.decode(body).replace(/\0+$/, "");
      if (header.type === "K") longLink = text.decode(body).replace(/\0+$/, "");
      if (header.type === "x") pax = parsePax(body);
      // 'g' sets global defaults (times, owners): nothing that changes where a file lands.
      continue;
    }
    const linkTarget = longLink ?? pax.get("linkpath") ?? header.linkName;
    longName = undefined;
    longLink = undefined;
    pax = new Map();
    switch (header.type) {
      case "0":
      case "\0":
      case "7":
        // Pre-POSIX tars mark a directory only by the slash that ends its name.
        if (name.endsWith("/") && size === 0) {
          await sink.dir(name);
          break;
        }
        await sink.file(name, reader.take(size), {
          declaredSize: size,
          executable: (header.mode & 0o111) !== 0,
        });
        break;
      case "5":
        await sink.dir(name);
        await reader.skip(size);
        break;
      case "1":
        sink.link(name, linkTarget, "hard");
        break;
      case "2":
        sink.link(name, linkTarget, "symbolic");
        break;
      case "3":
      case "4":
      case "6":
        throw new ArchiveError("device", "a device or FIFO entry", name);
      default:
        throw new ArchiveError("corrupt", `unsupported tar entry type ${JSON.stringify(header.type)}`, name);
    }
    await reader.skip(padding(size));
  }
}
