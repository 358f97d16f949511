import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { lstat, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { $ } from "bun";
import { ArchiveError, type ArchiveErrorCode } from "./errors.ts";
import { archiveTempDirs, readTree, type TarMember, tarBytes, zipBytes } from "./test-archives.ts";
import { unpackArchive } from "./unpack.ts";

const FIXTURES = resolve(import.meta.dir, "../../../../fixtures/problem-packages");
const copy = { links: "copy-inside" } as const;
let work: string;
let before: string[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "gs-iarch-links-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});
beforeEach(async () => {
  before = await archiveTempDirs();
});
afterEach(async () => {
  expect(await archiveTempDirs()).toEqual(before);
});

describe('links: "copy-inside"', () => {
  test("oddecho's shared test files, kept as symlinks by tar and zip -y, become copies", async () => {
    await $`tar -czf ${work}/links.tar.gz problemtools/oddecho`.cwd(FIXTURES);
    await $`zip -qry ${work}/links.zip problemtools/oddecho`.cwd(FIXTURES);
    for (const file of ["links.tar.gz", "links.zip"]) {
      const { dir, cleanup } = await unpackArchive(join(work, file), copy);
      const unpacked = join(dir, "problemtools/oddecho");
      const [got, want] = await Promise.all([
        readTree(unpacked),
        readTree(`${FIXTURES}/problemtools/oddecho`),
      ]);
      expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
      for (const [path, bytes] of want) expect(got.get(path)?.equals(bytes)).toBe(true);
      // A copy, never a link: nothing in the directory can point anywhere.
      expect((await lstat(join(unpacked, "data/secret/subtask2/1.in"))).isSymbolicLink()).toBe(false);
      await cleanup();
    }
  });

  test("hard links from tar (a file archived twice) and a chain of links", async () => {
    const members: TarMember[] = [
      { name: "a/later", type: "2", linkName: "../b/second" },
      { name: "b/first", data: "shared\n" },
      { name: "b/hard", type: "1", linkName: "b/first" },
      { name: "b/second", type: "2", linkName: "first" },
    ];
    const { dir, cleanup } = await unpackArchive(tarBytes(members), copy);
    for (const path of ["a/later", "b/hard", "b/second"])
      expect(await readFile(join(dir, path), "utf8")).toBe("shared\n");
    await cleanup();
  });

  const refused: [string, TarMember[], ArchiveErrorCode][] = [
    ["a link out of the archive", [{ name: "pkg/x", type: "2", linkName: "../../etc/passwd" }], "link"],
    ["an absolute link", [{ name: "pkg/x", type: "2", linkName: "/etc/passwd" }], "link"],
    [
      "a link to a directory",
      [
        { name: "d/", type: "5" },
        { name: "x", type: "2", linkName: "d" },
      ],
      "link",
    ],
    ["a link to nothing", [{ name: "x", type: "2", linkName: "missing" }], "link"],
    [
      "a loop",
      [
        { name: "x", type: "2", linkName: "y" },
        { name: "y", type: "2", linkName: "x" },
      ],
      "link",
    ],
    [
      "a link over a file",
      [
        { name: "x", data: "1" },
        { name: "x", type: "2", linkName: "x" },
      ],
      "duplicate",
    ],
    [
      "a file under a link",
      [
        { name: "f", data: "1" },
        { name: "d", type: "2", linkName: "f" },
        { name: "d/g", data: "2" },
      ],
      "duplicate",
    ],
  ];
  for (const [what, members, code] of refused) {
    test(`refuses ${what}`, async () => {
      const error = await unpackArchive(tarBytes(members), copy).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as ArchiveError).code).toBe(code);
    });
  }

  test("copies count toward the total cap", async () => {
    const members: TarMember[] = [
      { name: "big", data: "x".repeat(600) },
      { name: "copy", type: "2", linkName: "big" },
    ];
    const error = await unpackArchive(tarBytes(members), { ...copy, totalBytes: 1000 }).catch(
      (e: unknown) => e,
    );
    expect((error as ArchiveError).code).toBe("too-large");
  });

  test("a zip symlink out of the archive", async () => {
    const zip = zipBytes([{ name: "pkg/x", data: "../../../etc/passwd", unixMode: 0o120777 }]);
    const error = await unpackArchive(zip, copy).catch((e: unknown) => e);
    expect((error as ArchiveError).code).toBe("link");
  });
});
