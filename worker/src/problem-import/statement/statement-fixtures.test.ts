import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { readAttribution } from "./read-attribution.ts";
import { readEditorial } from "./read-editorial.ts";
import { readStatement } from "./read-statement.ts";
import type { StatementImage } from "./statement-images.ts";

const FIXTURES = resolve(import.meta.dir, "../../../../fixtures/problem-packages");

/** Every package among the fixtures (a folder with a problem.yaml), found on disk so a new one is tested too. */
function findPackages(dir: string): string[] {
  if (existsSync(join(dir, "problem.yaml"))) return [dir];
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap(findPackages);
}
const PACKAGES = findPackages(FIXTURES);

/** Every statement-like source of a package, concatenated: what a warning must be about. */
function sourceText(packageDir: string): string {
  return ["statement", "problem_statement", "solution", "."]
    .map((folder) => join(packageDir, folder))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => /\.(tex|md|html)$/.test(name))
        .map((name) => readFileSync(join(dir, name), "utf8")),
    )
    .join("\n");
}

/** Markdown without math and code, where a LaTeX command would be a leftover. */
const outsideMathAndCode = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, "")
    .replace(/`[^`]*`/g, "")
    .replace(/\$\$[\s\S]*?\$\$/g, "")
    .replace(/(?<!\\)\$[^$]*?(?<!\\)\$/g, "");

function expectSound(
  packageDir: string,
  result: { markdown: string; images: StatementImage[]; warnings: string[] },
) {
  const source = sourceText(packageDir);
  // No raw LaTeX left outside math, unless a warning names that command.
  for (const [, command] of outsideMathAndCode(result.markdown).matchAll(/\\([a-zA-Z]+)/g))
    expect(result.warnings.some((warning) => warning.includes(`\\${command}`))).toBe(true);
  // Every image the Markdown shows is one returned, and every one returned is shown.
  const shown = [...result.markdown.matchAll(/!\[[^\]]*\]\(images\/([^)]+)\)/g)].map((match) => match[1]);
  expect(new Set(shown)).toEqual(new Set(result.images.map((image) => image.name)));
  for (const image of result.images) expect(image.bytes.length).toBeGreaterThan(0);
  // Each warning names something really in the package: a quoted path or URL, a command, a tag, a skipped file.
  for (const warning of result.warnings) {
    const quoted = /"([^"]+)"/.exec(warning)?.[1];
    const command = /\\([a-zA-Z]+)/.exec(warning)?.[1];
    const tag = /<([a-z0-9]+)>/.exec(warning)?.[1];
    const skipped = /^(?:statement|editorial) (\S+) \(/.exec(warning)?.[1];
    const subject = quoted ?? (command ? `\\${command}` : tag ? `<${tag}` : undefined);
    if (skipped !== undefined) expect(existsSync(join(packageDir, skipped))).toBe(true);
    else {
      expect(subject).toBeDefined();
      expect(source.toLowerCase()).toContain((subject ?? "").toLowerCase());
    }
  }
}

describe("every fixture package", () => {
  test("the fixtures hold packages", () => {
    expect(PACKAGES.length).toBeGreaterThanOrEqual(10);
  });

  for (const packageDir of PACKAGES) {
    const name = relative(FIXTURES, packageDir);

    test(`${name}: statement`, () => {
      const statement = readStatement(packageDir);
      expect(statement.title.trim()).not.toBe("");
      expect(statement.title).toBe(readAttribution(packageDir).name ?? "");
      expect(statement.markdown.trim().length).toBeGreaterThan(100);
      expectSound(packageDir, statement);
    });

    test(`${name}: editorial`, () => {
      const editorial = readEditorial(packageDir);
      const hasAnalysis = existsSync(join(packageDir, "problem_statement", "analysis.html"));
      expect(editorial !== null).toBe(hasAnalysis);
      if (editorial === null) return;
      expect(editorial.markdown.trim().length).toBeGreaterThan(100);
      expectSound(packageDir, editorial);
    });

    test(`${name}: attribution`, () => {
      const attribution = readAttribution(packageDir);
      expect(attribution.name).not.toBeNull();
      expect(attribution.text).toContain(attribution.name ?? "");
      expect(attribution.source?.name ?? "").not.toBe("");
    });
  }
});

describe("what the fixtures' statements say", () => {
  test("a Code Jam statement keeps its sections, samples, math and image", () => {
    const statement = readStatement(join(FIXTURES, "codejam/closest_pick"));
    expect(statement.markdown).toContain("## Input");
    expect(statement.markdown).toContain("### Test Set 2 (Visible Verdict)");
    expect(statement.markdown).toContain("$1 \\le \\mathbf{K} \\le 10^9$");
    expect(statement.markdown).toContain("```\n4\n3 10\n1 3 7\n");
    expect(statement.markdown).toContain("![Two piles of tickets.");
    const [image] = statement.images;
    expect(image?.name).toBe("closest_pick.png");
    // The bytes are the PNG in the package.
    expect([...(image?.bytes.slice(1, 4) ?? [])]).toEqual([0x50, 0x4e, 0x47]);
    expect(statement.markdown).not.toContain("save_alt");
    expect(statement.markdown).not.toContain("Copied!");
  });

  test("a problemtools LaTeX statement: English chosen, the Swedish one named as skipped", () => {
    const statement = readStatement(join(FIXTURES, "problemtools/oddecho"));
    expect(statement.title).toBe("Odd Echo");
    expect(statement.markdown).toContain("| Group | Points | Constraints |");
    expect(statement.markdown).toContain("$1 \\le N \\le 10$");
    expect(statement.warnings).toEqual([
      "statement statement/problem.sv.md (sv) not used: problem.en.tex is",
    ]);
  });

  test("another language when asked for it", () => {
    const statement = readStatement(join(FIXTURES, "problemtools/guess"), { language: "sv" });
    expect(statement.title).toBe("Gissa talet");
    expect(statement.markdown).toContain("# Interaktion");
    expect(statement.warnings.join()).toContain("problem.en.tex");
  });

  test("a Code Jam editorial: the image it shows but the fixture leaves out is a warning, not a broken link", () => {
    const editorial = readEditorial(join(FIXTURES, "codejam/wandering_robot"));
    expect(editorial?.markdown).toContain("## Test Set 2");
    expect(editorial?.images).toEqual([]);
    expect(editorial?.warnings).toContain(
      'image "images/two_paths.png" is referenced but not in the package: left out',
    );
  });
});
