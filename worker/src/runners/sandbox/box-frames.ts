import { FrameReader } from "./frame-reader.ts";

/**
 * The supervisor's wire format (supervisor.py): a 4-byte big-endian length, that many bytes of JSON, then the
 * binary blobs whose lengths the JSON lists under "blobs". Binary stays binary: sources, inputs and outputs are
 * never re-encoded.
 */
export type Frame = { header: Record<string, unknown>; blobs: Uint8Array[] };

// A header is a few hundred bytes; a blob is at most the output kill size (plus a class file or an input).
const MAX_HEADER_BYTES = 64 * 1024;

export function encodeFrame(header: Record<string, unknown>, blobs: Uint8Array[] = []): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify({ ...header, blobs: blobs.map((b) => b.byteLength) }));
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

export async function readFrame(reader: FrameReader, maxBlobBytes: number): Promise<Frame> {
  const size = await reader.int();
  if (size < 0 || size > MAX_HEADER_BYTES) throw new Error(`bad frame header size ${size}`);
  const header = JSON.parse(new TextDecoder().decode(await reader.exactly(size))) as Record<string, unknown>;
  const sizes = Array.isArray(header.blobs) ? (header.blobs as unknown[]) : [];
  const blobs: Uint8Array[] = [];
  for (const n of sizes) {
    if (typeof n !== "number" || n < 0 || n > maxBlobBytes) throw new Error(`bad blob size ${String(n)}`);
    blobs.push(await reader.exactly(n));
  }
  return { header, blobs };
}

export { FrameReader };
