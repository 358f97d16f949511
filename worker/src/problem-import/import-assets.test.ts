import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { deflateSync } from "node:zlib";
import { createDb, migrateDatabase, problemAssets, problems, testCases } from "@grindstone/db";
import { LANGUAGES, PROBLEM_ASSET_URL, problemAssetUrl } from "@grindstone/shared";
import { eq, like } from "drizzle-orm";
import { testWorkerEnv } from "../env.ts";
import { importPackages } from "./import-packages.ts";
import { FIXTURES_ROOT } from "./package/fixture-packages.ts";

// Issue 25 item 3: a statement's images stored with the problem and linked to where the API serves them; an
// interactive package's sample transcripts; the attribution kept as data, not pasted into the statement.
const env = testWorkerEnv();
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
let scratch: string;
beforeAll(async () => {
  await migrateDatabase(env.DATABASE_URL);
  await db.delete(problems).where(like(problems.slug, "pkg-%"));
  scratch = mkdtempSync(join(tmpdir(), "gs-import-assets-"));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await sql.end();
});

const importOne = async (dir: string) => {
  const [entry] = (await importPackages(db, [dir])).problems;
  expect(entry?.errors).toEqual([]);
  const [row] = await db.select().from(problems).where(eq(problems.id, entry!.id!));
  const assets = await db
    .select()
    .from(problemAssets)
    .where(eq(problemAssets.problemId, entry!.id!))
    .orderBy(problemAssets.name);
  const tests = await db
    .select()
    .from(testCases)
    .where(eq(testCases.problemId, entry!.id!))
    .orderBy(testCases.position);
  return { entry: entry!, row: row!, assets, tests };
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A real w x h PNG (one colour), so a browser could show it. */
function png(w: number, h: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: h }, () => Buffer.from([0, ...Array(w).fill([200, 120, 40]).flat()])),
  );
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(rows)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

function makePackage(name: string, files: Record<string, string | Uint8Array>): string {
  const dir = join(scratch, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe("statement images", () => {
  test("a Code Jam statement's <img> is stored with the problem and its Markdown points at the served URL", async () => {
    const { row, assets } = await importOne(join(FIXTURES_ROOT, "codejam/closest_pick"));
    const file = readFileSync(
      join(FIXTURES_ROOT, "codejam/closest_pick/problem_statement/img/closest_pick.png"),
    );
    expect(assets.map((a) => [a.name, a.contentType, a.sha256])).toEqual([
      ["closest_pick.png", "image/png", sha256(file)],
    ]);
    expect(Buffer.compare(assets[0]!.data, file)).toBe(0);
    expect(row.description).toContain(`](${problemAssetUrl(row.id, "closest_pick.png", sha256(file))})`);
    expect(problemAssetUrl(row.id, "closest_pick.png", sha256(file))).toMatch(PROBLEM_ASSET_URL);
    expect(row.description).not.toContain("](images/");
    // The set's licence comes from its LICENSE file (problem.yaml gives none), and stays out of the statement.
    expect(row.attribution).toMatchObject({
      source: { name: "Code Jam 2021 - Round 1C", url: null },
      authors: ["Google"],
      license: "apache-2.0",
      licenseName: "Apache-2.0",
      licenseUrl: "https://www.apache.org/licenses/LICENSE-2.0",
    });
    expect(row.description).not.toContain("Apache");
  }, 60_000);

  test("a Markdown statement and its editorial: images stored once, unsafe ones left out, a re-import replaces them", async () => {
    const cave = png(3, 2);
    const other = png(1, 1);
    const dir = makePackage("assets-md", {
      "problem.yaml": "problem_format_version: 2023-07-draft\nname: Caves\nlicense: cc by\nauthor: Ada\n",
      "statement/problem.en.md": [
        "Shout.",
        "![A cave](cave.png)",
        "![Evil](evil.svg)",
        "![Paper](figure.pdf)",
        "![Remote](https://example.com/tracker.png)",
      ].join("\n\n"),
      "statement/cave.png": cave,
      "statement/evil.svg": '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "statement/figure.pdf": "%PDF-1.4",
      // The editorial shows the same cave, and another picture under the same name as... itself in its own folder.
      "solution/solution.en.md":
        "Like this:\n\n![Cave again](../statement/cave.png)\n\n![Other](img/cave.png)\n",
      "solution/img/cave.png": other,
      "data/sample/1.in": "1\n",
      "data/sample/1.ans": "1\n",
    });
    const first = await importOne(dir);
    expect(first.assets.map((a) => [a.name, a.contentType, a.sha256])).toEqual([
      ["cave-2.png", "image/png", sha256(other)],
      ["cave.png", "image/png", sha256(cave)],
    ]);
    const url = (name: string) =>
      problemAssetUrl(first.row.id, name, first.assets.find((a) => a.name === name)!.sha256);
    expect(first.row.description).toContain(`![A cave](${url("cave.png")})`);
    expect(first.row.description).not.toContain("evil.svg");
    expect(first.row.description).not.toContain("example.com");
    expect(first.row.editorial).toContain(`![Cave again](${url("cave.png")})`);
    expect(first.row.editorial).toContain(`![Other](${url("cave-2.png")})`);
    expect(first.entry.warnings.join("\n")).toContain("evil.svg");
    expect(first.entry.warnings.join("\n")).toContain("figure.pdf");
    expect(first.entry.warnings.join("\n")).toContain("https://example.com/tracker.png");
    expect(first.entry.warnings.some((w) => w.includes("not stored yet"))).toBe(false);

    writeFileSync(join(dir, "statement/problem.en.md"), "No pictures now.\n");
    writeFileSync(join(dir, "solution/solution.en.md"), "None.\n");
    const again = await importOne(dir);
    expect(again.row.id).toBe(first.row.id);
    expect(again.assets).toEqual([]);
  }, 60_000);
});

describe("interactive samples", () => {
  test("guess: its transcript-only samples are every language's example exchanges, and nothing unjudgeable is a test", async () => {
    const { entry, row, tests } = await importOne(join(FIXTURES_ROOT, "problemtools/guess"));
    const sample = (n: number) =>
      readFileSync(join(FIXTURES_ROOT, `problemtools/guess/data/sample/${n}.interaction`), "utf8");
    // Kattis marks what the program printed ">" and what it was sent "<", as our transcripts do.
    expect(row.examples.PYTHON?.interactions).toEqual([sample(1), sample(2)]);
    expect(row.examples.PYTHON?.interactions?.[0]?.startsWith(">792\n<higher\n")).toBe(true);
    for (const language of LANGUAGES) expect(row.examples[language]).toEqual(row.examples.PYTHON);
    expect(tests.every((t) => t.hidden)).toBe(true);
    expect(entry.warnings.some((w) => w.includes(".interaction"))).toBe(false);
  }, 60_000);

  test("a sample with an .in and an .interaction is a visible test carrying its transcript", async () => {
    const dir = join(scratch, "guess-with-input");
    cpSync(join(FIXTURES_ROOT, "problemtools/guess"), dir, { recursive: true });
    writeFileSync(
      join(dir, "problem.yaml"),
      "problem_format_version: 2023-07-draft\ntype: interactive\nname: Guess\n",
    );
    writeFileSync(join(dir, "data/sample/1.in"), "fixed 995\n");
    writeFileSync(join(dir, "data/sample/1.ans"), "");
    writeFileSync(join(dir, "data/sample/1.interaction"), ">500\r\n<higher\r\n>995\r\n<correct");
    const { row, tests } = await importOne(dir);
    expect(tests[0]).toMatchObject({
      input: "fixed 995\n",
      hidden: false,
      interaction: ">500\n<higher\n>995\n<correct\n",
    });
    expect(tests.slice(1).every((t) => t.hidden && t.interaction === "")).toBe(true);
    // 2.interaction has no .in: it is still shown, as the example's.
    expect(row.examples.PYTHON?.interactions).toEqual([">42\n<correct\n"]);
  }, 60_000);
});
