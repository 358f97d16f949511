import { describe, expect, test } from "bun:test";
import type { z } from "zod";
import { encodeFrame, FrameReader, FrameTooLarge, readFrame } from "./frame-codec.ts";
import fixtures from "./frame-fixtures.json";
import {
  CompileRequest,
  CompileResult,
  DropRequest,
  Failure,
  FileRequest,
  ReadyFrame,
  RunRequest,
  RunResult,
} from "./frames.ts";

/**
 * The frames the host, supervisor.py and CompileServer.java exchange, pinned as bytes: the host's codec and
 * supervisor.py's must both turn each fixture's header and blobs into exactly its bytes and back. (The Java side
 * is exercised by compile/warm-javac.test.ts against the real server.)
 */
type Fixture = (typeof fixtures)[number];
const SCHEMAS: Record<string, z.ZodType<{ blobs: number[] }>> = {
  ReadyFrame,
  FileRequest,
  DropRequest,
  RunRequest,
  RunResult,
  Failure,
  CompileRequest,
  CompileResult,
};
const schemaOf = (f: Fixture) => SCHEMAS[f.schema]!;
const bytes = (hex: string) => new Uint8Array(Buffer.from(hex, "hex"));
const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");
const reader = (...chunks: Uint8Array[]) =>
  new FrameReader(
    new ReadableStream({
      start(c) {
        for (const chunk of chunks) c.enqueue(chunk);
        c.close();
      },
    }),
  );
const frameOf = (f: Fixture) => ({
  header: { ...f.header, blobs: f.blobs.map((b) => b.length / 2) },
  blobs: f.blobs,
});

describe("the host's codec", () => {
  test.each(fixtures.map((f) => [f.about, f] as const))("%s", async (_, f) => {
    const schema = schemaOf(f);
    expect(hex(encodeFrame(schema, f.header as never, f.blobs.map(bytes)))).toBe(f.hex);
    // Split mid-header and mid-blob: a pipe delivers frames in arbitrary pieces.
    const all = bytes(f.hex);
    const read = await readFrame(
      reader(all.subarray(0, 3), all.subarray(3, all.length - 1), all.subarray(-1)),
      schema,
      {
        maxBlobBytes: 1024,
      },
    );
    expect({ header: read.header, blobs: read.blobs.map(hex) }).toEqual(frameOf(f));
  });

  test("a header that breaks its schema is refused", async () => {
    const result = fixtures.find((f) => f.schema === "CompileResult")!;
    const lying = encodeFrame(CompileRequest, { op: "compile" }, [new Uint8Array(3)]);
    await expect(readFrame(reader(lying), CompileResult, { maxBlobBytes: 1024 })).rejects.toThrow(
      "unexpected frame",
    );
    // One class announced, two listed: the blob count must match.
    const raw = bytes(result.hex);
    const text = new TextDecoder().decode(raw).replace('"classes":2', '"classes":1');
    await expect(
      readFrame(reader(new TextEncoder().encode(text)), CompileResult, { maxBlobBytes: 1024 }),
    ).rejects.toThrow("unexpected frame");
  });

  test("a blob past its cap is refused before it is buffered", async () => {
    const f = fixtures.find((x) => x.schema === "CompileResult")!;
    // Only the header arrives: the refusal cannot have waited for the blobs.
    const headerOnly = bytes(f.hex).subarray(0, 4 + new DataView(bytes(f.hex).buffer).getUint32(0));
    const caps = [
      { maxBlobBytes: 4 },
      { maxBlobBytes: (i: number) => (i === 2 ? 3 : 64) },
      { maxBlobBytes: 64, maxTotalBytes: 20 },
    ];
    for (const c of caps)
      await expect(readFrame(reader(headerOnly), CompileResult, c)).rejects.toBeInstanceOf(FrameTooLarge);
  });
});

// Decodes every fixture with the supervisor's read_frame and encodes it back with its write_frame (frames.py).
// Importing supervisor.py (and with it every module it is split into) must do nothing.
const HARNESS = `
import json, os, sys
sys.path.insert(0, sys.argv[1])
import supervisor
from frames import read_frame, write_frame
out = []
for f in json.load(sys.stdin):
    r, w = os.pipe()
    os.write(w, bytes.fromhex(f["hex"]))
    os.close(w)
    header, blobs = read_frame(r)
    os.close(r)
    r, w = os.pipe()
    write_frame(w, dict(f["header"]), [bytes.fromhex(b) for b in f["blobs"]])
    os.close(w)
    encoded = os.read(r, 1 << 16)
    out.append({"header": header, "blobs": [b.hex() for b in blobs], "hex": encoded.hex()})
print(json.dumps(out))
`;

test("the supervisor reads and writes every fixture as the host does, and importing it does nothing", async () => {
  const proc = Bun.spawn(["python3", "-I", "-B", "-c", HARNESS, import.meta.dir], {
    stdin: new TextEncoder().encode(JSON.stringify(fixtures)),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  expect({ exit: await proc.exited, err }).toEqual({ exit: 0, err: "" });
  expect(JSON.parse(out)).toEqual(fixtures.map((f) => ({ ...frameOf(f), hex: f.hex })));
});
