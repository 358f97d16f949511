import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * The web's import boundaries that Biome cannot express, because they need an import resolved to a folder or
 * told apart by `import type` (biome.json holds the package rules: socket.io-client, react-hot-toast).
 * - A feature imports no other feature (`@/features/B/…` or `../B/…`): what several share lives in components/,
 *   lib/ or judge/, and routes compose features.
 * - The shared layers (components/, lib/, judge/) import no feature and no route.
 * - Nothing imports the API's or the worker's code, except api-client.ts's `import type { AppType }` (types only,
 *   so no server code reaches the bundle).
 */
const SRC = import.meta.dir;
const REPO = resolve(SRC, "../..");
const API_CLIENT = "lib/api-client.ts";
const SHARED_LAYERS = ["components", "lib", "judge"];

type Import = { specifier: string; typeOnly: boolean; names: string[] };

function importsOf(fileName: string, text: string): Import[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => e.name.text) : [];
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: clause?.isTypeOnly ?? false, names });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, names: [] });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument))
        found.push({ specifier: argument.text, typeOnly: false, names: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where an import leads, relative to the repository root; null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return relative(REPO, join(SRC, specifier.slice(2)));
  if (specifier.startsWith(".")) return relative(REPO, resolve(SRC, dirname(file), specifier));
  return null;
}

const isAppType = (imp: Import) => imp.typeOnly && imp.names.length === 1 && imp.names[0] === "AppType";

/** The broken rules of one import of `file` (a path relative to web/src). */
function check(file: string, imp: Import): string[] {
  const to = target(file, imp.specifier);
  const [layer, feature] = file.split("/");
  const problems: string[] = [];
  const serverCode = to
    ? to.startsWith("api/") || to.startsWith("worker/")
    : /^@grindstone\/(api|worker)(\/|$)/.test(imp.specifier);
  if (serverCode && !(file === API_CLIENT && to === "api/src/app.ts" && isAppType(imp)))
    problems.push("imports server code (only api-client.ts may, with `import type { AppType }`)");
  if (!to?.startsWith("web/src/")) return problems;
  const [toLayer, toFeature] = relative("web/src", to).split("/");
  if (layer === "features" && toLayer === "features" && toFeature !== feature)
    problems.push(`imports another feature (features/${toFeature})`);
  if (SHARED_LAYERS.includes(layer ?? "") && (toLayer === "features" || toLayer === "routes"))
    problems.push(`a shared layer (${layer}/) imports ${toLayer}/`);
  return problems;
}

function violations(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    importsOf(file, text).flatMap((imp) => check(file, imp).map((p) => `${file}: "${imp.specifier}" ${p}`)),
  );
}

const sourceFiles = () =>
  readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(SRC, file), "utf8") }));

describe("web boundaries", () => {
  test("every web source file keeps them", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(violations(files)).toEqual([]);
  });

  // [file, source, how many breaches]: each rule seen to fire, and the allowed cases seen to pass.
  const CASES: [string, string, number][] = [
    ["features/contests/x.ts", 'import { a } from "@/features/problems/api/y.ts";', 1],
    ["features/contests/components/x.tsx", 'import { a } from "../../problems/y.ts";', 1],
    ["features/contests/components/x.tsx", 'const m = import("@/features/admin/z.tsx");', 1],
    ["features/contests/components/x.tsx", 'import { a } from "../lib/y.ts";', 0],
    ["lib/x.ts", 'export { a } from "@/features/auth/session.ts";', 1],
    ["components/ui/x.tsx", 'import { a } from "../../routes/index.tsx";', 1],
    [API_CLIENT, 'import type { AppType } from "../../../api/src/app.ts";', 0],
    [API_CLIENT, 'import { AppType } from "../../../api/src/app.ts";', 1],
    [API_CLIENT, 'import type { createApi } from "../../../api/src/app.ts";', 1],
    ["lib/x.ts", 'import type { AppType } from "../../../api/src/app.ts";', 1],
    ["features/a/x.ts", 'import { b } from "../../../../worker/src/index.ts";', 1],
    ["features/a/x.ts", 'import { b } from "@grindstone/api/src/app.ts";', 1],
  ];
  test.each(CASES)("%s: %s breaks %d rule(s)", (file, text, count) => {
    expect(violations([{ file, text }])).toHaveLength(count);
  });
});
