import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, migrateDatabase, problems, testCases } from "@grindstone/db";
import { hashFile } from "@grindstone/db/test-data";
import { LANGUAGES } from "@grindstone/shared";
import { eq, inArray, like } from "drizzle-orm";
import { testWorkerEnv } from "../env.ts";
import type { TestText } from "../runners/runner.ts";
import { findPackages } from "./find-packages.ts";
import { importPackages } from "./import-packages.ts";
import { FIXTURE_PACKAGES, FIXTURES_ROOT, readFixturePackage } from "./package/fixture-packages.ts";
import { testTextNow } from "./package/package-tests.ts";

// Issue 25, first step: folders of real packages imported into the real test database, hidden, re-importable.
const env = testWorkerEnv();
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
let scratch: string;
beforeAll(async () => {
  await migrateDatabase(env.DATABASE_URL);
  // A run before this one left its imports: every package is new again (their tests go with them).
  await db.delete(problems).where(like(problems.slug, "pkg-%"));
  scratch = mkdtempSync(join(tmpdir(), "gs-import-test-"));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await sql.end();
});

const stored = async (slug: string) => {
  const [row] = await db.select().from(problems).where(eq(problems.slug, slug));
  const tests = row
    ? await db.select().from(testCases).where(eq(testCases.problemId, row.id)).orderBy(testCases.position)
    : [];
  return { row, tests };
};

describe("importing the fixture packages", () => {
  test("every package becomes a hidden problem with its policy, tests, statement, attribution and starters", async () => {
    const report = await importPackages(db, [FIXTURES_ROOT]);
    expect(report.problems.map((p) => p.path).sort()).toEqual([...FIXTURE_PACKAGES].sort());
    expect(report.problems.filter((p) => p.status !== "created")).toEqual([]);
    for (const entry of report.problems) {
      const pkg = readFixturePackage(entry.path as (typeof FIXTURE_PACKAGES)[number]);
      const { row, tests } = await stored(entry.slug!);
      expect(row!.id).toBe(entry.id!);
      expect(row!.isPublic).toBe(false);
      expect(row!.judgePolicy.type).toBe(pkg.policy.type ?? "pass-fail");
      expect(entry.type).toBe(row!.judgePolicy.type);
      // A big secret file is stored by content (test_data) and named by its hash; the rest is text in the row.
      const asStored = async (t: TestText) =>
        typeof t === "string" ? [t, null] : ["", (await hashFile(t.path)).sha256];
      expect(tests.map((t) => [t.input, t.inputSha256, t.output, t.outputSha256, t.hidden])).toEqual(
        await Promise.all(
          pkg.tests.map(async (t) => [...(await asStored(t.input)), ...(await asStored(t.output)), t.hidden]),
        ),
      );
      // Every language we judge is offered, with a plain starter.
      expect(Object.keys(row!.codeSnippets).sort()).toEqual([...LANGUAGES].sort());
      // The licence's credit is kept for the page, which shows it under the statement (not pasted into it).
      expect(row!.attribution?.text).toBeTruthy();
      expect(row!.description).not.toContain(row!.attribution!.text);
      expect(row!.description.length).toBeGreaterThan(50);
      const sample = pkg.tests.find((t) => !t.hidden);
      if (sample)
        expect(row!.examples.PYTHON).toEqual({
          input: testTextNow(sample.input),
          output: testTextNow(sample.output),
        });
    }
    const hello = report.problems.find((p) => p.path === "problemtools/hello")!;
    expect(hello).toMatchObject({ slug: "pkg-hello", title: "Hello World!", type: "pass-fail" });
    // Its input validator is kept on the problem (a learner's challenge is checked with it, issue 27).
    const helloValidators = (await stored("pkg-hello")).row!.inputValidators;
    expect(helloValidators.map((v) => v.language)).toEqual(["PYTHON"]);
    expect(helloValidators[0]!.source).toContain("sys.exit(42)");
    // A warning is a fact about the package: hello has no time limit and ships a Kotlin submission.
    expect(hello.warnings).toContain("no time limit in the package: 2000 ms");
    expect(hello.warnings.some((w) => w.includes("hello.kt"))).toBe(true);
    // problem.yaml's uuid keys a package that has one.
    expect(report.problems.find((p) => p.path === "problemtools/guess")!.slug).toBe(
      "pkg-5ca6ba5b-36d5-4eff-8aa7-d967cbc4375e",
    );
  }, 60_000);

  test("the same package imported again updates its problem: same id, visibility kept, tests replaced", async () => {
    const first = (await importPackages(db, [join(FIXTURES_ROOT, "problemtools/different")])).problems[0]!;
    await db.update(problems).set({ isPublic: true }).where(eq(problems.id, first.id!));
    await db
      .insert(testCases)
      .values({ problemId: first.id!, position: 99, input: "stale", output: "stale" });
    const again = (await importPackages(db, [join(FIXTURES_ROOT, "problemtools/different")])).problems[0]!;
    expect(again).toMatchObject({ status: "updated", id: first.id, path: "different" });
    const { row, tests } = await stored(first.slug!);
    expect(row!.isPublic).toBe(true);
    expect(tests.some((t) => t.input === "stale")).toBe(false);
    expect(tests.length).toBe(readFixturePackage("problemtools/different").tests.length);
  }, 60_000);
});

describe("a package that cannot be read", () => {
  test("is a failed line of the report, writes nothing, and the others are still imported", async () => {
    const root = join(scratch, "set");
    mkdirSync(join(root, "b-no-data"), { recursive: true });
    writeFileSync(join(root, "b-no-data", "problem.yaml"), "name: No data\n");
    mkdirSync(join(root, "c-bad-yaml"), { recursive: true });
    writeFileSync(join(root, "c-bad-yaml", "problem.yaml"), "name: [unclosed\n");
    cpSync(join(FIXTURES_ROOT, "problemtools/hello"), join(root, "a-hello"), { recursive: true });
    const report = await importPackages(db, [root]);
    expect(report.problems.map((p) => p.path)).toEqual(["a-hello", "b-no-data", "c-bad-yaml"]);
    expect(report.problems.map((p) => p.status === "failed")).toEqual([false, true, true]);
    for (const failed of report.problems.slice(1)) expect(failed.errors[0]).toBeTruthy();
    const written = await db
      .select({ slug: problems.slug })
      .from(problems)
      .where(inArray(problems.slug, ["pkg-b-no-data", "pkg-c-bad-yaml"]));
    expect(written).toEqual([]);
  }, 60_000);
});

describe("archives and URLs", () => {
  test("a zip of packages imports like the folder; a bad archive or a URL that does not answer is one failed line", async () => {
    const zip = join(scratch, "set.zip");
    // zip -r follows links: oddecho's shared test files arrive as copies, as in a GitHub download's copy-inside mode.
    const made = Bun.spawnSync(["zip", "-qr", zip, "problemtools/hello", "problemtools/oddecho"], {
      cwd: FIXTURES_ROOT,
    });
    expect(made.exitCode).toBe(0);
    const junk = join(scratch, "junk.zip");
    writeFileSync(junk, "this is not an archive");
    const report = await importPackages(db, [zip, junk, "http://127.0.0.1:9/none.zip"]);
    expect(report.problems.map((p) => [p.path, p.status === "failed"])).toEqual([
      ["problemtools/hello", false],
      ["problemtools/oddecho", false],
      [junk, true],
      ["http://127.0.0.1:9/none.zip", true],
    ]);
    expect(report.problems[2]!.errors[0]).toBeTruthy();
    const oddecho = await stored(report.problems[1]!.slug!);
    expect(oddecho.tests.length).toBe(readFixturePackage("problemtools/oddecho").tests.length);
  }, 60_000);
});

describe("archive caps", () => {
  test("caps given to the import (IMPORT_MAX_* in the worker's env) refuse an archive past them", async () => {
    const zip = join(scratch, "capped.zip");
    expect(Bun.spawnSync(["zip", "-qr", zip, "problemtools/hello"], { cwd: FIXTURES_ROOT }).exitCode).toBe(0);
    const [refused] = (await importPackages(db, [zip], { caps: { files: 3 } })).problems;
    expect(refused).toMatchObject({ status: "failed", path: zip });
    expect(refused!.errors[0]).toMatch(/3/);
    const [fine] = (await importPackages(db, [zip], { caps: { files: 100 } })).problems;
    expect(fine!.status).not.toBe("failed");
  }, 60_000);
});

describe("finding packages", () => {
  test("a package folder itself, or packages at any depth, never inside a package, never through a link", () => {
    const root = join(scratch, "tree");
    for (const dir of ["x/one", "x/y/two", "x/y/two/data/nested", "z"])
      mkdirSync(join(root, dir), { recursive: true });
    for (const dir of ["x/one", "x/y/two", "x/y/two/data/nested"])
      writeFileSync(join(root, dir, "problem.yaml"), "");
    symlinkSync(join(root, "x"), join(root, "z", "link"));
    expect(findPackages(root)).toEqual([join(root, "x/one"), join(root, "x/y/two")]);
    expect(findPackages(join(root, "x/one"))).toEqual([join(root, "x/one")]);
  });
});
