import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { ArchiveCaps } from "./caps.ts";
import { ArchiveError, type ArchiveErrorCode } from "./errors.ts";
import { archiveTempDirs, type ZipMember, zipBytes } from "./test-archives.ts";
import { unpackArchive } from "./unpack.ts";

let before: string[];
beforeEach(async () => {
  before = await archiveTempDirs();
});
afterEach(async () => {
  expect(await archiveTempDirs()).toEqual(before);
});

async function refusal(archive: Uint8Array, caps: Partial<ArchiveCaps> = {}): Promise<ArchiveError> {
  const error = await unpackArchive(archive, caps).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  return error as ArchiveError;
}

const ok: ZipMember = { name: "ok.txt", data: "fine\n", deflate: true };
const escapeName = `gs-iarch-escaped-zip-${process.pid}`;

const cases: [string, ZipMember[], ArchiveErrorCode, Partial<ArchiveCaps>?][] = [
  ["`../` at the start", [ok, { name: `../${escapeName}`, data: "x" }], "traversal"],
  ["`../` in the middle", [ok, { name: `pkg/../../${escapeName}`, data: "x" }], "traversal"],
  ["an absolute path", [{ name: `/tmp/${escapeName}`, data: "x" }], "absolute-path"],
  ["a Windows drive letter", [{ name: "c:\\evil.dll", data: "x" }], "traversal"],
  ["a drive letter with a slash", [{ name: "D:/evil.dll", data: "x" }], "absolute-path"],
  ["backslashes", [{ name: "..\\..\\evil", data: "x" }], "traversal"],
  ["a symlink", [ok, { name: "pkg/link", data: "/etc/passwd", unixMode: 0o120777 }], "link"],
  ["a character device", [{ name: "pkg/tty", unixMode: 0o020644 }], "device"],
  ["a FIFO", [{ name: "pkg/pipe", unixMode: 0o010644 }], "device"],
  ["a duplicate file", [ok, { name: "ok.txt", data: "again" }], "duplicate"],
  ["a file where a directory goes", [ok, { name: "ok.txt/inner", data: "x" }], "duplicate"],
  ["too many files", [ok, { name: "b" }, { name: "c" }], "too-many-files", { files: 2 }],
  ["a declared size over the cap", [{ name: "big", data: "x".repeat(11) }], "too-large", { fileBytes: 10 }],
  [
    "a total over the cap",
    [1, 2, 3].map((i) => ({ name: `f${i}`, data: "x".repeat(10) })),
    "too-large",
    { totalBytes: 25 },
  ],
  ["a path too deep", [{ name: "a/b/c/d", data: "x" }], "too-large", { depth: 3 }],
  [
    "data that outgrows its declared size",
    [{ name: "liar", data: "x".repeat(5000), deflate: true, declaredSize: 100 }],
    "bomb",
  ],
  [
    "a stored member shorter than declared",
    [{ name: "short", data: "x".repeat(50), declaredSize: 100 }],
    "corrupt",
  ],
  ["members sharing data (overlap bomb)", [ok, { name: "again.txt", offsetOf: 0 }], "bomb"],
];

describe("unpackArchive refuses a hostile zip, naming the member", () => {
  for (const [what, members, code, caps] of cases) {
    test(what, async () => {
      const error = await refusal(zipBytes(members), caps);
      expect(error.code).toBe(code);
      expect(existsSync(join(tmpdir(), escapeName))).toBe(false);
    });
  }

  test("a damaged member fails its CRC", async () => {
    const zip = zipBytes([{ name: "data.in", data: "12345\n" }]);
    zip[30 + 7] = zip[30 + 7]! ^ 1;
    const error = await refusal(zip);
    expect([error.code, error.member]).toEqual(["corrupt", "data.in"]);
  });

  test("a zip cut short has no central directory", async () => {
    const zip = zipBytes([ok, { name: "b", data: "x".repeat(1000) }]);
    expect((await refusal(zip.subarray(0, 600))).code).toBe("corrupt");
  });

  test("the hostile member is refused before any member is written", async () => {
    // The central directory is checked first, so the good member ahead of it never reaches the disk.
    const error = await refusal(zipBytes([ok, { name: "pkg/link", unixMode: 0o120777 }]));
    expect(error.member).toBe("pkg/link");
  });
});

describe("unpackArchive refuses what is not an archive", () => {
  const notArchives: [string, Uint8Array][] = [
    ["an HTML page", new TextEncoder().encode(`<!doctype html><html>${" ".repeat(600)}</html>`)],
    ["a short text", new TextEncoder().encode("hello")],
    ["an empty file", new Uint8Array(0)],
    ["an xz file", new Uint8Array([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0, ...new Array(600).fill(1)])],
    ["a gzip of something other than a tar", gzipSync("just one text file\n".repeat(100))],
    ["a gzip of a short text", gzipSync("hello\n")],
  ];
  for (const [what, bytes] of notArchives) {
    test(what, async () => {
      expect((await refusal(bytes)).code).toBe("not-an-archive");
    });
  }

  test("a damaged gzip", async () => {
    const gz = gzipSync(new Uint8Array(4096).fill(7));
    expect((await refusal(gz.subarray(0, 20))).code).toBe("corrupt");
  });
});
