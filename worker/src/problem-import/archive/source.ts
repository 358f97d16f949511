import { open } from "node:fs/promises";

/** Chunk size for reading an archive: small enough that a bomb's first chunk inflates to little. */
export const READ_CHUNK = 64 * 1024;

/** An archive to read, from a file or from bytes already in memory: random access for zip, a stream for tar. */
export type ArchiveSource = {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
  chunks(offset?: number, length?: number): AsyncGenerator<Uint8Array>;
  close(): Promise<void>;
};

export function bytesSource(bytes: Uint8Array): ArchiveSource {
  return {
    size: bytes.byteLength,
    read: async (offset, length) => bytes.subarray(offset, offset + length),
    async *chunks(offset = 0, length = bytes.byteLength - offset) {
      for (let at = offset; at < offset + length; at += READ_CHUNK) {
        yield bytes.subarray(at, Math.min(at + READ_CHUNK, offset + length));
      }
    },
    close: async () => {},
  };
}

export async function fileSource(path: string): Promise<ArchiveSource> {
  const handle = await open(path, "r");
  const { size } = await handle.stat();
  const read = async (offset: number, length: number) => {
    const buffer = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
    const { bytesRead } = await handle.read(buffer, 0, buffer.byteLength, offset);
    return buffer.subarray(0, bytesRead);
  };
  return {
    size,
    read,
    async *chunks(offset = 0, length = size - offset) {
      for (let at = offset; at < offset + length; at += READ_CHUNK) {
        const chunk = await read(at, Math.min(READ_CHUNK, offset + length - at));
        if (chunk.byteLength === 0) return;
        yield chunk;
      }
    },
    close: () => handle.close(),
  };
}
