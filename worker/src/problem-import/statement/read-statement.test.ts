import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { readAttribution } from "./read-attribution.ts";
import { readEditorial } from "./read-editorial.ts";
import { readStatement } from "./read-statement.ts";

const root = mkdtempSync(join(tmpdir(), "gs-statement-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** A package folder made of the given files (text, or bytes for images). */
function makePackage(name: string, files: Record<string, string | Uint8Array>): string {
  const dir = join(root, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe("readStatement", () => {
  test("a Markdown statement is kept as written; its images are collected and pointed at images/", () => {
    const dir = makePackage("md", {
      "problem.yaml": "problem_format_version: 2023-07-draft\nname:\n  en: Caves\n",
      "statement/problem.en.md":
        'Shout $x^2$ times.\n\n![A cave](cave.png)\n\n![Diagram](img/diagram.png "title")\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
      "statement/cave.png": PNG,
      "statement/img/diagram.png": PNG,
    });
    const statement = readStatement(dir);
    expect(statement.title).toBe("Caves");
    expect(statement.markdown).toBe(
      "Shout $x^2$ times.\n\n![A cave](images/cave.png)\n\n![Diagram](images/diagram.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(statement.images.map((image) => image.name)).toEqual(["cave.png", "diagram.png"]);
    expect(statement.images[0]?.bytes).toEqual(PNG);
    expect(statement.warnings).toEqual([]);
  });

  test("images that are remote, outside the package, PDF, or scripted SVG are left out with a warning each", () => {
    mkdirSync(join(root, "outside"), { recursive: true });
    writeFileSync(join(root, "outside", "secret.png"), PNG);
    const dir = makePackage("hostile-images", {
      "problem.yaml": "name: Hostile\n",
      "statement/problem.en.md": [
        "![remote](https://evil.example/pixel.png)",
        "![up](../../outside/secret.png)",
        "![abs](/etc/passwd)",
        "![linked](link.png)",
        "![pdf](figure.pdf)",
        "![svg](bad.svg)",
        "![fine](good.svg)",
        "![absent](absent.png)",
      ].join("\n\n"),
      "statement/figure.pdf": "%PDF-1.4",
      "statement/bad.svg": '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      "statement/good.svg": '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
    });
    symlinkSync(join(root, "outside", "secret.png"), join(dir, "statement", "link.png"));
    const statement = readStatement(dir);
    expect(statement.images.map((image) => image.name)).toEqual(["good.svg"]);
    expect(statement.markdown).toContain("![fine](images/good.svg)");
    for (const alt of ["remote", "up", "abs", "linked", "pdf", "svg", "absent"])
      expect(statement.markdown).toContain(`*${alt}*`);
    expect(statement.markdown).not.toContain("evil.example");
    expect(statement.warnings).toEqual([
      'image "https://evil.example/pixel.png" is not in the package: not loaded, its alt text is kept',
      'image "../../outside/secret.png" is not a file inside the package: left out',
      'image "/etc/passwd" is an absolute path: left out',
      'image "link.png" is not a file inside the package: left out',
      'image "figure.pdf" is PDF, which a browser cannot show: left out',
      'image "bad.svg" is an SVG with script or event handlers: left out',
      'image "absent.png" is referenced but not in the package: left out',
    ]);
  });

  test("a 2023-07 LaTeX statement with \\includegraphics of a file named without its extension; EPS is a warning", () => {
    const dir = makePackage("tex", {
      "problem.yaml": "name: Figures\n",
      "statement/problem.en.tex":
        "\\problemname{Figures}\n\\includegraphics[width=5cm]{plot}\n\n\\includegraphics{old.eps}",
      "statement/plot.png": PNG,
      "statement/old.eps": "%!PS",
    });
    const statement = readStatement(dir);
    expect(statement.markdown).toBe("![](images/plot.png)\n");
    expect(statement.images.map((image) => image.name)).toEqual(["plot.png"]);
    expect(statement.warnings).toEqual(['image "old.eps" is EPS, which a browser cannot show: left out']);
  });

  test("language: the one asked for, then English, then the one without a language; Markdown before LaTeX", () => {
    const dir = makePackage("languages", {
      "problem.yaml": "name:\n  en: English name\n  de: Deutscher Name\n",
      "statement/problem.de.md": "Deutsch.",
      "statement/problem.en.tex": "English \\LaTeX.",
      "statement/problem.en.md": "English Markdown.",
    });
    expect(readStatement(dir).markdown).toBe("English Markdown.\n");
    expect(readStatement(dir).warnings).toEqual([
      "statement statement/problem.de.md (de) not used: problem.en.md is",
      "statement statement/problem.en.tex (en) not used: problem.en.md is",
    ]);
    expect(readStatement(dir, { language: "de" })).toMatchObject({
      title: "Deutscher Name",
      markdown: "Deutsch.\n",
    });
    expect(readStatement(dir, { language: "fr" }).markdown).toBe("English Markdown.\n");
  });

  test("no statement at all is an error naming the package", () => {
    const dir = makePackage("empty", { "problem.yaml": "name: Empty\n" });
    expect(() => readStatement(dir)).toThrow(/no problem statement in .*empty/);
  });
});

describe("readEditorial", () => {
  test("2023-07 solution/solution.<lang>.md", () => {
    const dir = makePackage("solution", {
      "problem.yaml": "name: S\n",
      "statement/problem.en.md": "S.",
      "solution/solution.en.md": "Sort, then $O(n \\log n)$.",
    });
    expect(readEditorial(dir)).toEqual({
      markdown: "Sort, then $O(n \\log n)$.\n",
      images: [],
      warnings: [],
    });
  });

  test("none: null", () => {
    expect(readEditorial(makePackage("no-editorial", { "problem.yaml": "name: N\n" }))).toBeNull();
  });
});

describe("readAttribution", () => {
  test("legacy: author, source and source_url, license, rights_owner defaulting to the author", () => {
    const dir = makePackage("legacy-attribution", {
      "problem.yaml":
        "name: Hello\nauthor: Ada Lovelace <ada@example.com>\nsource: NWERC 2020\nsource_url: https://2020.nwerc.eu\nlicense: cc by\n",
    });
    expect(readAttribution(dir)).toEqual({
      name: "Hello",
      source: { name: "NWERC 2020", url: "https://2020.nwerc.eu" },
      authors: ["Ada Lovelace"],
      license: "cc by",
      licenseName: "CC BY 3.0",
      licenseUrl: "https://creativecommons.org/licenses/by/3.0/",
      rightsOwner: "Ada Lovelace",
      text: "“Hello” by Ada Lovelace, from NWERC 2020 (https://2020.nwerc.eu). Used under CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/).",
    });
  });

  test("2023-07: credits.authors, source {name, url}, rights_owner, names by language", () => {
    const dir = makePackage("new-attribution", {
      "problem.yaml": [
        "problem_format_version: 2023-07-draft",
        "name:",
        "  sv: Udda eko",
        "  en: Odd Echo",
        "credits:",
        "  authors: [Johan Sannemo <johan@example.com>, Per Austrin]",
        "  testers: Someone Else",
        "source:",
        "  name: PAPS",
        "  url: https://paps.example",
        "license: cc by-sa",
        "rights_owner: KTH",
      ].join("\n"),
    });
    const attribution = readAttribution(dir);
    expect(attribution.authors).toEqual(["Johan Sannemo", "Per Austrin"]);
    expect(attribution.name).toBe("Odd Echo");
    expect(attribution.text).toBe(
      "“Odd Echo” by Johan Sannemo, Per Austrin, from PAPS (https://paps.example), © KTH. Used under CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/).",
    );
  });

  test("no licence given is said to be so, not guessed", () => {
    const dir = makePackage("no-licence", { "problem.yaml": "name: X\nsource: Somewhere\n" });
    expect(readAttribution(dir)).toMatchObject({
      license: "unknown",
      licenseName: "Licence not given",
      licenseUrl: null,
      rightsOwner: "Somewhere",
      authors: [],
    });
    expect(readAttribution(dir).text).toBe(
      "“X”, from Somewhere. Used under terms problem.yaml does not give.",
    );
  });

  test("a licence problem.yaml does not give comes from the set's LICENSE up to three folders above", () => {
    const apache =
      "                                 Apache License\n                           Version 2.0, January 2004\n";
    makePackage("set", { LICENSE: apache, "2021/round/pick/problem.yaml": "name: Pick\nauthor: Google\n" });
    expect(readAttribution(join(root, "set/2021/round/pick"))).toMatchObject({
      license: "apache-2.0",
      licenseName: "Apache-2.0",
      licenseUrl: "https://www.apache.org/licenses/LICENSE-2.0",
    });
    // problem.yaml's own licence wins; a licence file we do not know stops the search ("unknown", not a guess).
    makePackage("set/2021/own", { "problem.yaml": "name: Own\nlicense: cc0\n" });
    expect(readAttribution(join(root, "set/2021/own")).license).toBe("cc0");
    makePackage("set/2021/round/odd", { LICENSE: "All rights reserved.\n", "p/problem.yaml": "name: P\n" });
    expect(readAttribution(join(root, "set/2021/round/odd/p")).license).toBe("unknown");
  });
});
