import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { $ } from "bun";
import { ArchiveError } from "./errors.ts";
import { readTree, tarBytes, tarGzBytes, zipBytes } from "./test-archives.ts";
import { unpackArchive } from "./unpack.ts";

const FIXTURES = resolve(import.meta.dir, "../../../../fixtures/problem-packages");
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "gs-iarch-test-"));
  // Archives made by the ordinary tools, as an admin would make them; the names say nothing of the format
  // (".bin") where the content must decide.
  await $`zip -qr ${work}/hello.zip hello`.cwd(`${FIXTURES}/problemtools`);
  await $`cp ${work}/hello.zip ${work}/hello.kpp`;
  await $`zip -qr -fz ${work}/hello-zip64.zip hello`.cwd(`${FIXTURES}/problemtools`);
  await $`tar -cf ${work}/hello.tar hello`.cwd(`${FIXTURES}/problemtools`);
  await $`tar -czf ${work}/hello-tgz.bin hello`.cwd(`${FIXTURES}/problemtools`);
  // The other common way to tar a directory: its contents under "./", the first member "./" itself.
  await $`tar -czf ${work}/hello-contents.tgz -C ${FIXTURES}/problemtools/hello .`;
  // oddecho shares test files through symlinks, which we refuse: zip stores what a link points at by default,
  // tar does with -h (and --hard-dereference, or the second copy of a file becomes a hard link).
  await $`zip -qr ${work}/set.zip codejam problemtools`.cwd(FIXTURES);
  await $`tar -czhf ${work}/set.tar.gz --hard-dereference codejam problemtools`.cwd(FIXTURES);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Unpacks, runs `check`, and removes the directory (twice: cleanup() may be called again) whatever happens. */
async function withUnpacked(source: string | Uint8Array, check: (dir: string) => Promise<void>) {
  const { dir, cleanup } = await unpackArchive(source);
  try {
    await check(dir);
  } finally {
    await cleanup();
  }
  expect(existsSync(dir)).toBe(false);
  await cleanup();
}

async function expectSameTree(unpacked: string, original: string) {
  const [got, want] = await Promise.all([readTree(unpacked), readTree(original)]);
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  for (const [path, bytes] of want) expect(got.get(path)?.equals(bytes)).toBe(true);
}

describe("unpackArchive on real packages", () => {
  for (const file of ["hello.zip", "hello.kpp", "hello-zip64.zip", "hello.tar", "hello-tgz.bin"]) {
    test(`problemtools/hello as ${file}, from a path, unpacks byte for byte`, async () => {
      await withUnpacked(join(work, file), async (dir) => {
        await expectSameTree(join(dir, "hello"), `${FIXTURES}/problemtools/hello`);
        // The validator keeps its executable bit; the plain files stay non-executable.
        expect((await stat(join(dir, "hello/input_validators/validate.py"))).mode & 0o111).not.toBe(0);
        expect((await stat(join(dir, "hello/problem.yaml"))).mode & 0o111).toBe(0);
      });
    });
  }

  test('problemtools/hello tarred from inside ("./" first), unpacks to the directory itself', async () => {
    await withUnpacked(join(work, "hello-contents.tgz"), async (dir) => {
      await expectSameTree(dir, `${FIXTURES}/problemtools/hello`);
    });
  });

  test("the same archive from bytes", async () => {
    await withUnpacked(await readFile(join(work, "hello.zip")), async (dir) => {
      await expectSameTree(join(dir, "hello"), `${FIXTURES}/problemtools/hello`);
    });
  });

  for (const file of ["set.zip", "set.tar.gz"]) {
    test(`a nested directory of several packages (${file})`, async () => {
      await withUnpacked(join(work, file), async (dir) => {
        await expectSameTree(join(dir, "problemtools"), `${FIXTURES}/problemtools`);
        await expectSameTree(join(dir, "codejam"), `${FIXTURES}/codejam`);
        expect(dir.startsWith(tmpdir())).toBe(true);
      });
    });
  }
});

describe("unpackArchive on what tar and zip writers do", () => {
  test("the symlinks of a set, kept as links by tar or zip -y, are refused by name", async () => {
    await $`tar -czf ${work}/links.tar.gz problemtools/oddecho`.cwd(FIXTURES);
    await $`zip -qry ${work}/links.zip problemtools/oddecho`.cwd(FIXTURES);
    for (const file of ["links.tar.gz", "links.zip"]) {
      const error = await unpackArchive(join(work, file)).catch((e: ArchiveError) => e);
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as ArchiveError).code).toBe("link");
      expect((error as ArchiveError).member).toStartWith("problemtools/oddecho/data/secret/subtask2/");
    }
  });

  test("GNU long names and pax paths (from the tar CLI)", async () => {
    const long = `${"deep-directory-name/".repeat(6)}a-test-case-with-a-long-name.in`;
    const src = join(work, "long");
    await $`mkdir -p ${join(src, long, "..")} && printf 'case' > ${join(src, long)}`;
    for (const format of ["gnu", "pax", "ustar"]) {
      await $`tar --format=${format} -cf ${work}/long-${format}.tar long`.cwd(work);
      await withUnpacked(join(work, `long-${format}.tar`), async (dir) => {
        expect(await readFile(join(dir, "long", long), "utf8")).toBe("case");
      });
    }
  });

  test("explicit directories, empty files and the executable bit (hand-built)", async () => {
    for (const archive of [
      tarBytes([
        { name: "pkg/", type: "5" },
        { name: "pkg/run", data: "#!/bin/sh\n", mode: 0o755 },
        { name: "pkg/empty" },
      ]),
      tarGzBytes([
        { name: "pkg/", type: "5" },
        { name: "pkg/run", data: "#!/bin/sh\n", mode: 0o755 },
        { name: "pkg/empty" },
      ]),
      zipBytes([
        { name: "pkg/", unixMode: 0o040755 },
        { name: "pkg/run", data: "#!/bin/sh\n", unixMode: 0o100755 },
        { name: "pkg/empty" },
      ]),
    ]) {
      await withUnpacked(archive, async (dir) => {
        expect((await stat(join(dir, "pkg/run"))).mode & 0o777).toBe(0o755);
        expect((await stat(join(dir, "pkg/empty"))).size).toBe(0);
      });
    }
  });
});
