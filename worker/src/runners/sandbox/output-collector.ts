/**
 * Drains one output pipe of a sandbox (a box's own stderr: why it failed to start), keeping at most `keepBytes` and
 * dropping the rest, so the pipe never fills and blocks the writer.
 */
export class OutputCollector {
  private chunks: Uint8Array[] = [];
  private kept = 0;
  readonly done: Promise<void>;
  private readonly stopReading: () => void;

  constructor(
    stream: ReadableStream<Uint8Array>,
    private readonly keepBytes: number,
  ) {
    const reader = stream.getReader();
    this.stopReading = () => void reader.cancel().catch(() => {});
    this.done = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          if (this.kept < this.keepBytes) {
            const part = value.subarray(0, this.keepBytes - this.kept);
            this.chunks.push(part);
            this.kept += part.byteLength;
          }
        }
      } catch {
        // A cancelled or broken pipe ends collection; what was read so far stands.
      }
    })();
  }

  /** Stops reading (used when a leftover holder of the pipe would otherwise keep us waiting). */
  cancel() {
    this.stopReading();
  }

  bytes(): Uint8Array {
    return Buffer.concat(this.chunks);
  }
}

/** Decodes at most `maxBytes` of UTF-8 without leaving a broken character at the cut. */
export function decodeCapped(bytes: Uint8Array, maxBytes: number): string {
  let end = Math.min(bytes.byteLength, maxBytes);
  if (end < bytes.byteLength) {
    // Step back over continuation bytes (10xxxxxx) to the start of the character that was cut.
    while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  }
  return new TextDecoder().decode(bytes.subarray(0, end));
}
