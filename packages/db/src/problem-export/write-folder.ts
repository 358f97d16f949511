import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import type { ProblemPackageFiles } from "./package-files.ts";

/**
 * Writes a package as `<parent>/<folder>/...` and returns the folder. Every path is checked to stay inside it
 * (they are built from safe parts; this is the last guard before the disk).
 */
export function writePackageFolder(parent: string, pkg: ProblemPackageFiles, folder = pkg.folder): string {
  const root = resolve(parent, folder);
  for (const file of pkg.files) {
    const path = resolve(root, file.path);
    if (!path.startsWith(root + sep)) throw new Error(`Refusing to write outside the package: ${file.path}`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
  return join(parent, folder);
}
