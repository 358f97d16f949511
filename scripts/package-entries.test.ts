import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * What packages/ lets others import, and what reaches the browser.
 * 1. Each package lists its entry points in package.json `exports`, one by one (no `./*`): what is not listed cannot
 *    be imported, so a module's file name is not a contract by accident.
 * 2. The web imports only `@grindstone/shared` itself. Every other entry is server-only: `@grindstone/shared/server`
 *    (Redis keys, queues, job options, what one server process stores for another), the logger, metrics, env and
 *    Redis helpers, and all of `@grindstone/db`.
 * 3. `@grindstone/shared`'s own modules reach no server-only module and no package but zod, so importing it cannot
 *    pull server code into the bundle either.
 */
const root = join(import.meta.dir, "..");
const PACKAGES = ["packages/shared", "packages/db"];
const WEB_ENTRY = "@grindstone/shared";

type Manifest = { name: string; exports: Record<string, string> };
const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));

/** Every module a source file names: static and dynamic imports, re-exports, `import("…")` types. */
function specifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Workspace imports of the web source that name anything but the browser-safe entry. */
function serverImports(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    specifiers(file, text)
      .filter((s) => /^@grindstone\/(shared|db)(\/|$)/.test(s) && s !== WEB_ENTRY)
      .map((s) => `${file}: "${s}"`),
  );
}

/** The files `entry` reaches through relative imports, and the packages it names on the way. */
function closure(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const s of specifiers(file, readFileSync(file, "utf8"))) {
      if (s.startsWith(".")) visit(resolve(dirname(file), s));
      else packages.add(s);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => relative(root, f)), packages: [...packages] };
}

const webSources = () =>
  readdirSync(join(root, "web/src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(root, "web/src", file), "utf8") }));

describe("package entry points", () => {
  test.each(PACKAGES)("%s lists each entry point, and each exists", (dir) => {
    const { exports } = manifest(dir);
    expect(Object.keys(exports)).toContain(".");
    for (const [entry, target] of Object.entries(exports)) {
      expect(`${entry} → ${target}`).not.toContain("*");
      expect([entry, existsSync(join(root, dir, target))]).toEqual([entry, true]);
    }
  });

  test("the web source imports no server-only entry", () => {
    const files = webSources();
    expect(files.length).toBeGreaterThan(100);
    expect(serverImports(files)).toEqual([]);
    // Seen to fire: every other entry of either package, and a path the exports do not even list.
    const entries = PACKAGES.flatMap((dir) => {
      const { name, exports } = manifest(dir);
      return Object.keys(exports).map((e) => (e === "." ? name : `${name}/${e.slice(2)}`));
    });
    const others = [...entries.filter((e) => e !== WEB_ENTRY), "@grindstone/shared/src/queue.ts"];
    expect(others).toContain("@grindstone/shared/server");
    const probes = others.map((e, i) => ({ file: `features/x${i}.ts`, text: `import { a } from "${e}";` }));
    expect(serverImports(probes)).toHaveLength(others.length);
    expect(serverImports([{ file: "x.ts", text: `import type { A } from "${WEB_ENTRY}";` }])).toEqual([]);
  });

  test("@grindstone/shared's browser entry reaches no server-only module and no package but zod", () => {
    const dir = "packages/shared";
    const { exports } = manifest(dir);
    const serverOnly = Object.entries(exports)
      .filter(([entry]) => entry !== ".")
      .map(([, target]) => join(dir, target));
    const reached = closure(join(root, dir, exports["."]!));
    expect(reached.files.length).toBeGreaterThan(10);
    expect(reached.files.filter((f) => serverOnly.includes(f) || f.includes("/src/server/"))).toEqual([]);
    expect(reached.packages).toEqual(["zod"]);
  });
});
