import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createDb,
  migrateDatabase,
  type ProblemRow,
  problemAssets,
  problems,
  testCases,
} from "@grindstone/db";
import {
  exportProblemPackage,
  statementMarkdown,
  writePackageFolder,
  zipPackage,
} from "@grindstone/db/problem-export";
import { seedDatabase } from "@grindstone/db/seed";
import { seedProblems } from "@grindstone/db/seed/problems";
import { readTestData } from "@grindstone/db/test-data";
import { readJudgePolicy } from "@grindstone/shared";
import { eq, like } from "drizzle-orm";
import { testWorkerEnv } from "../env.ts";
import { importPackages } from "../problem-import/import-packages.ts";
import { FIXTURE_PACKAGES, FIXTURES_ROOT } from "../problem-import/package/fixture-packages.ts";
import { escapeMarkdown } from "../problem-import/statement/markdown-text.ts";

// Issue 25 item 7: a problem exported as a 2025-09 package and imported back by our importer is the same problem,
// for the 17 seeded problems and every fixture package (import → export → import).
const env = testWorkerEnv();
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
let scratch: string;
beforeAll(async () => {
  await migrateDatabase(env.DATABASE_URL);
  await db.delete(problems).where(like(problems.slug, "pkg-%"));
  await seedDatabase(db, { adminEmail: "admin@grindstone.dev", adminPassword: "admin12345" });
  scratch = mkdtempSync(join(tmpdir(), "gs-export-test-"));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await sql.end();
});

type Stored = { row: ProblemRow; tests: { input: string; output: string; hidden: boolean }[] };
const stored = async (where: { slug?: string; id?: string }): Promise<Stored> => {
  const [row] = await db
    .select()
    .from(problems)
    .where(where.id ? eq(problems.id, where.id) : eq(problems.slug, where.slug!));
  const rows = await db
    .select()
    .from(testCases)
    .where(eq(testCases.problemId, row!.id))
    .orderBy(testCases.position);
  // The content, wherever it is kept: a big test comes back from the package stored by content (test_data).
  const text = async (inline: string, sha256: string | null) =>
    sha256 === null ? inline : new TextDecoder().decode(await readTestData(db, sha256));
  const tests = [];
  for (const t of rows)
    tests.push({
      input: await text(t.input, t.inputSha256),
      output: await text(t.output, t.outputSha256),
      hidden: t.hidden,
    });
  return { row: row!, tests };
};

/**
 * The description without the attribution sentence the importer may put under it (the importer of today adds
 * `---` and the sentence; once the sentence is a field of its own it does not): the package's statement is what
 * comes back.
 */
const statementOf = (description: string) =>
  description
    .replace(/(\n+---\n+\*[^\n]*\*\s*)+$/, "")
    // A stored image is served under its own problem's id: the same image under another id is the same statement.
    .replace(/\/api\/v1\/problems\/[0-9a-f-]{36}\/assets\//g, "/api/v1/problems/<id>/assets/")
    .trim();

/** Exports each problem into one folder, imports that folder, and returns each export's imported row by path. */
async function exportAndImport(ids: string[], into: string) {
  const folders = new Map<string, string>();
  for (const id of ids) {
    const pkg = (await exportProblemPackage(db, id))!;
    folders.set(pkg.folder, id);
    writePackageFolder(into, pkg);
  }
  expect(folders.size).toBe(ids.length);
  const report = await importPackages(db, [into]);
  expect(report.problems.filter((p) => p.status === "failed")).toEqual([]);
  return new Map(report.problems.map((p) => [folders.get(p.path)!, p]));
}

/** What a package carries, compared: title, statement, editorial, policy, tests in order, references. */
function expectSameProblem(back: Stored, original: Stored, statement: string) {
  expect(back.row.title).toBe(original.row.title);
  expect(statementOf(back.row.description)).toBe(statement.trim());
  const editorial = (text: string | null) => (text?.trim() ? statementOf(text) : null);
  expect(editorial(back.row.editorial)).toBe(editorial(original.row.editorial));
  expect(readJudgePolicy(back.row.judgePolicy)).toEqual(readJudgePolicy(original.row.judgePolicy));
  expect(back.tests).toEqual(original.tests);
  // The references are submissions/accepted/, which the importer keeps as reference solutions.
  expect(back.row.referenceSolutions).toEqual(original.row.referenceSolutions);
}

/**
 * An imported statement's images come back when the first import stored them (problem_assets: the export writes them
 * to statement/images/); an image the first import did not store is not in the export, and the importer shows its
 * alt text instead, as for any image missing from a package.
 */
async function expectedStatement(row: ProblemRow): Promise<string> {
  const images = await db
    .select({ name: problemAssets.name })
    .from(problemAssets)
    .where(eq(problemAssets.problemId, row.id));
  const kept = new Set(images.map((i) => i.name));
  return statementOf(row.description).replace(/!\[([^\]]*)\]\(images\/([^)\s]+)\)/g, (whole, alt, name) =>
    kept.has(name) ? whole : alt ? `*${escapeMarkdown(alt)}*` : "",
  );
}

describe("exporting and importing back", () => {
  test("each of the 17 seeded problems comes back the same", async () => {
    const originals = await Promise.all(seedProblems.map((p) => stored({ slug: p.slug })));
    expect(originals).toHaveLength(17);
    for (const o of originals) expect(Object.keys(o.row.referenceSolutions).length).toBeGreaterThanOrEqual(3);
    const back = await exportAndImport(
      originals.map((o) => o.row.id),
      join(scratch, "seeded"),
    );
    for (const original of originals) {
      const entry = back.get(original.row.id)!;
      // A problem made here is known by its id in the package (its uuid): importing it makes a new problem.
      expect(entry.slug).toBe(`pkg-${original.row.id}`);
      expect(entry.status).toBe("created");
      const again = await stored({ id: entry.id! });
      // The constraints have no field in the format: they are the statement's last section.
      expectSameProblem(again, original, statementMarkdown(original.row));
      // Not carried (a package has no place for them): per-language examples with their explanations, snippets,
      // hints, difficulty, tags and companies. Our problems have no attribution: the package gives none.
      expect(again.row.attribution).toMatchObject({
        source: null,
        authors: [],
        license: "unknown",
        rightsOwner: null,
      });
    }
  });

  test("every fixture package imported, exported and imported again is the same problem", async () => {
    const first = await importPackages(db, [FIXTURES_ROOT]);
    expect(first.problems.map((p) => p.path).sort()).toEqual([...FIXTURE_PACKAGES].sort());
    const originals = new Map<string, Stored>();
    for (const entry of first.problems) originals.set(entry.id!, await stored({ id: entry.id! }));
    const back = await exportAndImport([...originals.keys()], join(scratch, "fixtures"));
    for (const [id, original] of originals) {
      const entry = back.get(id)!;
      // A package imported with a uuid keeps it: importing the export updates that same problem.
      if (/^pkg-[0-9a-f]{8}-/.test(original.row.slug!)) {
        expect(entry.slug).toBe(original.row.slug);
        expect(entry.status).toBe("updated");
      }
      const again = await stored({ id: entry.id! });
      expectSameProblem(again, original, await expectedStatement(original.row));
      const { text: _text, ...credit } = original.row.attribution!;
      // The sentence is made from these fields and the format's version (CC 3.0 for legacy packages, 4.0 after).
      expect(again.row.attribution).toMatchObject(credit);
    }
  });

  test("the API's zip of a package is read back by the importer's unpacker to the same problem", async () => {
    // Odd Echo: a scoring problem with two all-or-nothing groups, imported with its uuid.
    const first = await importPackages(db, [join(FIXTURES_ROOT, "problemtools/oddecho")]);
    const original = await stored({ id: first.problems[0]!.id! });
    const zip = join(scratch, "oddecho.zip");
    writeFileSync(zip, zipPackage((await exportProblemPackage(db, original.row.id))!));
    const report = await importPackages(db, [zip]);
    expect(report.problems).toMatchObject([{ path: "oddecho", status: "updated", id: original.row.id }]);
    const again = await stored({ id: original.row.id });
    expect(
      readJudgePolicy(again.row.judgePolicy).groups.map((g) => [g.name, g.points, g.aggregation]),
    ).toEqual([
      ["subtask1", 50, "min"],
      ["subtask2", 50, "min"],
    ]);
    expectSameProblem(again, original, await expectedStatement(original.row));
  });
});
