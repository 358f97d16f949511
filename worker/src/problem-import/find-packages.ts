import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

/** Folders never searched: they hold no problems and can be huge. */
const SKIPPED = new Set(["node_modules", ".git"]);
/** Deep enough for any archive layout (contest/set/problem); a deeper tree is a mistake or an attack. */
const MAX_DEPTH = 12;

/**
 * The problem packages under `root`: `root` itself when it holds a problem.yaml, else every folder at any depth
 * that does (a package's own folders are not searched: packages do not nest), sorted by path. Symbolic links are not
 * followed.
 */
export function findPackages(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (existsSync(join(dir, "problem.yaml"))) {
      found.push(dir);
      return;
    }
    if (depth >= MAX_DEPTH) return;
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    // A Dirent of a symbolic link is not a directory: links are not followed.
    for (const entry of entries)
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(join(dir, entry.name), depth + 1);
  };
  walk(resolve(root), 0);
  return found;
}
