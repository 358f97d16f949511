/**
 * Builds Dolos's native tree-sitter bindings (tree-sitter, tree-sitter-compat, @dodona/dolos-parsers) after
 * `bun install` (the root `postinstall`). Why by hand: the npm prebuilds need libstdc++ GLIBCXX_3.4.31, newer than
 * Debian bookworm's, and Bun's own node-gyp run would download Node headers (no internet here), so package.json's
 * `trustedDependencies` leaves those packages' install scripts blocked and this script compiles them against the
 * local Node's headers (`--nodedir`, the Debian nodejs package ships them). Already built: nothing to do. Cannot
 * build (no node or compiler, e.g. the Bun-only install image): a warning, not a failed install; the plagiarism job
 * then reports "Dolos is not built" (docs/plagiarism.md).
 */
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";

const root = join(import.meta.dir, "..");

/** Node's resolution by hand: the nearest node_modules/<name> above `from` (Bun's isolated layout nests them). */
function findPackage(name: string, from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

const built = (dir: string) =>
  existsSync(join(dir, "build/Release")) &&
  readdirSync(join(dir, "build/Release")).some((f) => f.endsWith(".node"));

function nodeDir(): string | null {
  const node = Bun.which("node");
  if (!node) return null;
  const prefix = dirname(dirname(realpathSync(node)));
  return existsSync(join(prefix, "include/node/node_api.h")) ? prefix : null;
}

const lib = findPackage("@dodona/dolos-lib", join(root, "worker"));
if (!lib) process.exit(0);
const parsers = findPackage("@dodona/dolos-parsers", lib);
const targets = [
  findPackage("tree-sitter", lib),
  parsers,
  parsers && findPackage("tree-sitter-compat", parsers),
].filter((dir): dir is string => dir !== null && !built(dir));
if (targets.length === 0) process.exit(0);

const prefix = nodeDir();
const gyp = join(root, "node_modules/.bin/node-gyp");
if (!prefix || !Bun.which("g++") || !Bun.which("make") || !existsSync(gyp)) {
  process.stderr.write("[build-dolos] skipped: needs node (with headers), g++, make and node-gyp\n");
  process.exit(0);
}
for (const dir of targets) {
  process.stderr.write(`[build-dolos] compiling ${dir.split("node_modules/").at(-1)}\n`);
  const proc = Bun.spawnSync([gyp, "rebuild", `--nodedir=${prefix}`, "-j", "2"], {
    cwd: dir,
    stdout: "ignore",
    stderr: "pipe",
  });
  if (proc.exitCode !== 0) {
    process.stderr.write(`[build-dolos] failed in ${dir}:\n${proc.stderr.toString().slice(-2000)}\n`);
    process.exit(0);
  }
}
