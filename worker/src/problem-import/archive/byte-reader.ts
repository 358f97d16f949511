import { ArchiveError } from "./errors.ts";

/**
 * Exact-length reads over a stream of chunks, for the tar parser: headers are read whole (512 bytes), member
 * data is passed on chunk by chunk so no member is ever held in memory.
 */
export class ByteReader {
  private readonly source: AsyncIterator<Uint8Array>;
  private pending: Uint8Array = new Uint8Array(0);

  constructor(chunks: AsyncIterable<Uint8Array>) {
    this.source = chunks[Symbol.asyncIterator]();
  }

  /** `n` bytes, or null at a clean end of the stream; a stream ending inside them is corrupt, or `short()`. */
  async exact(n: number, short = truncated): Promise<Uint8Array | null> {
    while (this.pending.byteLength < n) {
      const next = await this.source.next();
      if (next.done) {
        if (this.pending.byteLength === 0) return null;
        throw short();
      }
      this.pending = concat(this.pending, next.value);
    }
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }

  /** The next `n` bytes as they arrive. The caller must drain it before reading again. */
  async *take(n: number): AsyncGenerator<Uint8Array> {
    let left = n;
    while (left > 0) {
      if (this.pending.byteLength === 0) {
        const next = await this.source.next();
        if (next.done)
          throw new ArchiveError("corrupt", "the archive ends in the middle of a member (truncated?)");
        this.pending = next.value;
      }
      const piece = this.pending.subarray(0, Math.min(left, this.pending.byteLength));
      this.pending = this.pending.subarray(piece.byteLength);
      left -= piece.byteLength;
      yield piece;
    }
  }

  async skip(n: number) {
    for await (const _ of this.take(n)) {
      // Draining is the point: the bytes belong to a member or padding we do not keep.
    }
  }
}

const truncated = () =>
  new ArchiveError("corrupt", "the archive ends in the middle of a member (truncated?)");

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.byteLength === 0) return b;
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a);
  out.set(b, a.byteLength);
  return out;
}
