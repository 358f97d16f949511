import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

/**
 * The boundaries docs/conventions.md names, checked on the syntax tree of every server-side source file (strings
 * and comments do not count: a sandbox test's program text may say `process.env`). web/ has its own rules.
 *
 * 1. `process.env` is read only in files named env.ts (api/src/env.ts, worker/src/env.ts, packages/{shared,db}/src/
 *    env.ts, scripts/env.ts, scripts/faults/env.ts, bench/env.ts): each process parses its environment once, and a
 *    CLI or a benchmark is a process too. Tests and test support (`*.test.ts`, files under a `test/` folder) may
 *    read and pass on the environment of the run they belong to.
 * 2. Nothing under api/ imports from worker/ and nothing under worker/ imports from api/, tests included; neither
 *    is imported by packages/. They meet in packages/. (Starting the other process by its path, as the API's
 *    integration tests start a worker, is not an import.)
 * 3. No module-level Map, WeakMap or Set that starts empty in api/src or worker/src: state filled while serving
 *    belongs to one context (ctx.caches, deps), not to the module, which several contexts in one process share.
 */
const root = join(import.meta.dir, "..");
const SERVER_ROOTS = ["api", "worker", "packages", "scripts", "bench"];

/**
 * Known violations, to be fixed by whoever owns the file: "path: rule" → why it is tolerated for now. Empty is the
 * goal; an entry that no longer violates fails the test, so this list only shrinks.
 */
const ALLOWED: Record<string, string> = {};

type Violation = `${string}: ${"process.env" | "api/worker import" | "module-level state"}`;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith(".") || e.name === "node_modules" || e.name === "dist") return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(e.name) && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || path.split("/").includes("test");

const readsEnv = (node: ts.Node) =>
  ((ts.isPropertyAccessExpression(node) && node.name.text === "env") ||
    (ts.isElementAccessExpression(node) &&
      ts.isStringLiteral(node.argumentExpression) &&
      node.argumentExpression.text === "env")) &&
  ((ts.isIdentifier(node.expression) && ["process", "Bun"].includes(node.expression.text)) ||
    ts.isMetaProperty(node.expression));

/** Every module a file names: static and dynamic imports, re-exports, require() and `import("…")` types. */
function specifiers(node: ts.Node): string[] {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
    return ts.isStringLiteral(node.moduleSpecifier) ? [node.moduleSpecifier.text] : [];
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const named =
      callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require");
    const [first] = node.arguments;
    return named && first && ts.isStringLiteralLike(first) ? [first.text] : [];
  }
  if (
    ts.isImportTypeNode(node) &&
    ts.isLiteralTypeNode(node.argument) &&
    ts.isStringLiteral(node.argument.literal)
  )
    return [node.argument.literal.text];
  return [];
}

/** The top folder (api, worker, …) a specifier lands in, for relative paths and workspace package names. */
function target(file: string, spec: string) {
  if (spec.startsWith(".")) return relative(root, join(root, dirname(file), spec)).split("/")[0];
  return spec.match(/^@grindstone\/(api|worker)(\/|$)/)?.[1];
}

const FORBIDDEN_TARGETS: Record<string, string[]> = {
  api: ["worker"],
  worker: ["api"],
  packages: ["api", "worker"],
};

const startsEmpty = (node: ts.Node) =>
  ts.isNewExpression(node) &&
  ts.isIdentifier(node.expression) &&
  ["Map", "WeakMap", "Set", "WeakSet"].includes(node.expression.text) &&
  (node.arguments?.length ?? 0) === 0;

type Finding = "env" | "state" | `import ${string}`;

/** What a file does that a rule may care about: env reads, the top folder of each import, module-level state. */
function scan(path: string, code: string): Finding[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
  const found: Finding[] = [];
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (d.initializer && startsEmpty(d.initializer)) found.push("state");
  const visit = (node: ts.Node) => {
    if (readsEnv(node)) found.push("env");
    for (const spec of specifiers(node)) found.push(`import ${target(path, spec) ?? spec}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function violations(file: string): Violation[] {
  const top = file.split("/")[0]!;
  return [
    ...new Set(
      scan(file, readFileSync(join(root, file), "utf8")).flatMap((f): Violation[] => {
        if (f === "env") return file.endsWith("/env.ts") || isTestCode(file) ? [] : [`${file}: process.env`];
        if (f === "state")
          return /^(api|worker)\/src\//.test(file) && !isTestCode(file)
            ? [`${file}: module-level state`]
            : [];
        return FORBIDDEN_TARGETS[top]?.includes(f.slice("import ".length))
          ? [`${file}: api/worker import`]
          : [];
      }),
    ),
  ];
}

describe("boundaries", () => {
  const files = SERVER_ROOTS.flatMap(sourceFiles);
  const all = files.flatMap(violations);

  test("the scan sees the server-side tree, the env modules included", () => {
    expect(files.length).toBeGreaterThan(300);
    for (const env of ["api/src/env.ts", "worker/src/env.ts", "scripts/env.ts", "bench/env.ts"])
      expect(files).toContain(env);
  });

  test("process.env only in env.ts, no api ↔ worker imports, no module-level state (beyond the allowlist)", () => {
    expect(all.filter((v) => !(v in ALLOWED))).toEqual([]);
  });

  test("every allowlisted violation still exists", () => {
    expect(Object.keys(ALLOWED).filter((v) => !all.includes(v as Violation))).toEqual([]);
  });

  test("the checks catch what they are for, and only that", () => {
    expect(
      scan("api/src/x.ts", "const a = process.env.A; const b = process['env']; const c = Bun.env;"),
    ).toEqual(["env", "env", "env"]);
    expect(scan("api/src/x.ts", "const s = `process.env`; // process.env")).toEqual([]);
    expect(
      scan(
        "api/src/m/x.ts",
        'import { a } from "../../../worker/src/a.ts"; await import("@grindstone/worker");',
      ),
    ).toEqual(["import worker", "import worker"]);
    expect(
      scan(
        "worker/src/x.ts",
        'export * from "../../api/src/app.ts"; type T = import("../../api/src/c.ts").C;',
      ),
    ).toEqual(["import api", "import api"]);
    expect(
      scan("api/src/x.ts", "const m = new WeakMap<object, number>(); const s = new Set(['a']);"),
    ).toEqual(["state"]);
    expect(scan("api/src/x.ts", "function f() { const m = new Map(); return m; }")).toEqual([]);
  });
});
