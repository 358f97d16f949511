/**
 * Reads exact byte counts from a stream (the compile server's or a box supervisor's stdout), with a cap on how much one response may
 * buffer so a misbehaving compiler cannot make the worker hold unbounded memory.
 */
export class StreamClosedError extends Error {
  override name = "StreamClosedError";
}

export class FrameReader {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private closed = false;
  private readonly reader: {
    read(): Promise<{ done: boolean; value?: Uint8Array }>;
    cancel(): Promise<void>;
  };
  private consumed = 0;

  constructor(stream: ReadableStream<Uint8Array>) {
    this.reader = stream.getReader();
  }

  /** Bytes handed out since the last call; lets the caller cap one response's total size. */
  takeConsumed(): number {
    const n = this.consumed;
    this.consumed = 0;
    return n;
  }

  async exactly(n: number): Promise<Uint8Array> {
    while (this.buffered < n) {
      if (this.closed) throw new StreamClosedError("the sandboxed process closed its output");
      const { done, value } = await this.reader
        .read()
        .catch(() => ({ done: true as const, value: undefined }));
      if (done || !value) {
        this.closed = true;
        continue;
      }
      this.chunks.push(value);
      this.buffered += value.byteLength;
    }
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const out = all.slice(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.byteLength > 0 ? [rest] : [];
    this.buffered = rest.byteLength;
    this.consumed += n;
    return out;
  }

  async int(): Promise<number> {
    const b = await this.exactly(4);
    return new DataView(b.buffer, b.byteOffset, 4).getInt32(0);
  }

  cancel() {
    this.reader.cancel().catch(() => {});
  }
}
