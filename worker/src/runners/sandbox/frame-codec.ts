import type { z } from "zod";

/**
 * The one wire format between the host and what runs in a sandbox (a box's supervisor.py, the Java compile
 * server's CompileServer.java): a 4-byte big-endian length, that many bytes of JSON, then the binary blobs whose
 * lengths the JSON lists under "blobs". Binary stays binary: sources, inputs, outputs and class files are never
 * re-encoded. Every header is described by a schema in frames.ts and checked with it, both ways.
 */
export class StreamClosedError extends Error {
  override name = "StreamClosedError";
}

/** A frame past the caps its reader set: the far side is misbehaving (or a compiler produced a bomb). */
export class FrameTooLarge extends Error {
  override name = "FrameTooLarge";
}

// A header is a few hundred bytes (a compile result lists two lengths per class); past this it is garbage.
const MAX_HEADER_BYTES = 64 * 1024;

/** Reads exact byte counts from a sandboxed process's stdout, buffering no more than the frame asks for. */
export class FrameReader {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private closed = false;
  private readonly reader: {
    read(): Promise<{ done: boolean; value?: Uint8Array }>;
    cancel(): Promise<void>;
  };

  constructor(stream: ReadableStream<Uint8Array>) {
    this.reader = stream.getReader();
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
    return out;
  }

  cancel() {
    this.reader.cancel().catch(() => {});
  }
}

type Blobs = { blobs: number[] };
export type Header<S extends z.ZodType<Blobs>> = Omit<z.input<S>, "blobs">;
export type Frame<S extends z.ZodType<Blobs>> = { header: z.output<S>; blobs: Uint8Array[] };

export function encodeFrame<S extends z.ZodType<Blobs>>(
  schema: S,
  header: Header<S>,
  blobs: Uint8Array[] = [],
): Uint8Array {
  const checked = schema.parse({ ...header, blobs: blobs.map((b) => b.byteLength) });
  const json = new TextEncoder().encode(JSON.stringify(checked));
  const out = new Uint8Array(4 + json.byteLength + blobs.reduce((n, b) => n + b.byteLength, 0));
  new DataView(out.buffer).setUint32(0, json.byteLength);
  out.set(json, 4);
  let at = 4 + json.byteLength;
  for (const b of blobs) {
    out.set(b, at);
    at += b.byteLength;
  }
  return out;
}

export type BlobCaps = {
  /** Per blob, or per blob index (a compile result's diagnostics have a cap of their own). */
  maxBlobBytes: number | ((index: number) => number);
  maxTotalBytes?: number;
};

/** Reads one frame and checks its header with `schema` before any blob is buffered. */
export async function readFrame<S extends z.ZodType<Blobs>>(
  reader: FrameReader,
  schema: S,
  caps: BlobCaps,
): Promise<Frame<S>> {
  const prefix = await reader.exactly(4);
  const size = new DataView(prefix.buffer, prefix.byteOffset, 4).getUint32(0);
  if (size > MAX_HEADER_BYTES) throw new FrameTooLarge(`a frame header of ${size} bytes`);
  const raw: unknown = JSON.parse(new TextDecoder().decode(await reader.exactly(size)));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`unexpected frame ${JSON.stringify(raw).slice(0, 300)}`);
  const header = parsed.data;
  const capOf = caps.maxBlobBytes;
  let total = 0;
  header.blobs.forEach((n, i) => {
    total += n;
    if (n > (typeof capOf === "number" ? capOf : capOf(i)) || total > (caps.maxTotalBytes ?? total))
      throw new FrameTooLarge(`a frame with blobs of ${header.blobs.join(", ")} bytes`);
  });
  const blobs: Uint8Array[] = [];
  for (const n of header.blobs) blobs.push(await reader.exactly(n));
  return { header, blobs };
}
