import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ArchiveCaps } from "./caps.ts";
import { ArchiveError, type ArchiveErrorCode } from "./errors.ts";
import { archiveTempDirs, type TarMember, tarBytes, tarGzBytes } from "./test-archives.ts";
import { unpackArchive } from "./unpack.ts";

let before: string[];
beforeEach(async () => {
  before = await archiveTempDirs();
});
afterEach(async () => {
  // Whatever the refusal, the extraction directory is gone.
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

const ok = { name: "ok.txt", data: "fine\n" };
const escapeName = `gs-iarch-escaped-${process.pid}`;

const cases: [string, TarMember[], ArchiveErrorCode, Partial<ArchiveCaps>?][] = [
  ["`../` at the start", [ok, { name: `../${escapeName}`, data: "x" }], "traversal"],
  ["`../` in the middle", [ok, { name: `pkg/data/../../../${escapeName}`, data: "x" }], "traversal"],
  ["an absolute path", [{ name: `/tmp/${escapeName}`, data: "x" }], "absolute-path"],
  ["a Windows drive letter", [{ name: "C:/Windows/evil.dll", data: "x" }], "absolute-path"],
  ["backslashes", [{ name: "pkg\\..\\..\\evil", data: "x" }], "traversal"],
  ["a symlink", [ok, { name: "pkg/link", type: "2", linkName: "/etc/passwd" }], "link"],
  ["a hard link", [ok, { name: "pkg/hard", type: "1", linkName: "ok.txt" }], "link"],
  ["a character device", [{ name: "pkg/tty", type: "3" }], "device"],
  ["a FIFO", [{ name: "pkg/pipe", type: "6" }], "device"],
  ["a duplicate file", [ok, { name: "./ok.txt", data: "again" }], "duplicate"],
  ["a file where a directory goes", [ok, { name: "ok.txt/inner", data: "x" }], "duplicate"],
  [
    "a `..` long name (GNU 'L')",
    [
      { name: "././@LongLink", type: "L", data: `../../${escapeName}\0` },
      { name: "short", data: "x" },
    ],
    "traversal",
  ],
  ["a `..` pax path", [{ name: "pax", type: "x", data: "26 path=../../escaped-pax\n" }, ok], "traversal"],
  ["too many files", [ok, { name: "b", data: "" }, { name: "c", data: "" }], "too-many-files", { files: 2 }],
  ["a file over the cap", [{ name: "big", data: "x".repeat(11) }], "too-large", { fileBytes: 10 }],
  [
    "a total over the cap",
    [1, 2, 3].map((i) => ({ name: `f${i}`, data: "x".repeat(10) })),
    "too-large",
    { totalBytes: 25 },
  ],
  ["a path too deep", [{ name: "a/b/c/d", data: "x" }], "too-large", { depth: 3 }],
  [
    "a name part over 255 bytes",
    [{ name: "././@LongLink", type: "L", data: `pkg/${"n".repeat(300)}` }, ok],
    "too-large",
  ],
  ["an unknown entry type", [{ name: "sparse", type: "S", data: "x" }], "corrupt"],
];

describe("unpackArchive refuses a hostile tar, naming the member", () => {
  for (const [what, members, code, caps] of cases) {
    for (const [format, build] of [
      ["tar", tarBytes],
      ["tar.gz", tarGzBytes],
    ] as const) {
      test(`${what} (${format})`, async () => {
        const error = await refusal(build(members), caps);
        expect(error.code).toBe(code);
        expect(error.message.length).toBeGreaterThan(10);
        expect(existsSync(join(tmpdir(), escapeName))).toBe(false);
      });
    }
  }

  test("the member is named in the message", async () => {
    const error = await refusal(tarBytes([ok, { name: "pkg/link", type: "2", linkName: "/etc/passwd" }]));
    expect(error.member).toBe("pkg/link");
    expect(error.message).toContain('"pkg/link"');
  });

  test("a truncated tar", async () => {
    const whole = tarBytes([{ name: "data.in", data: "1".repeat(5000) }]);
    expect((await refusal(whole.subarray(0, 2048))).code).toBe("corrupt");
  });

  test("a damaged header checksum", async () => {
    const damaged = tarBytes([ok, { name: "second", data: "x" }]);
    damaged[1024 + 3] = damaged[1024 + 3]! ^ 1;
    expect((await refusal(damaged)).code).toBe("corrupt");
  });

  test("a header that lies about its size is caught while streaming (the data ends early)", async () => {
    const lying = tarBytes([{ name: "claims-more", data: "x".repeat(100), declaredSize: 100_000 }]);
    expect((await refusal(lying)).code).toBe("corrupt");
  });
});
