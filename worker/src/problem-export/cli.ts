import { existsSync } from "node:fs";
import { createDb, migrateDatabase } from "@grindstone/db";
import { allProblemIds, exportProblemPackage, writePackageFolder } from "@grindstone/db/problem-export";
import { loadWorkerEnv } from "../env.ts";

/**
 * `bun run problems:export <id|slug|--all> <dir>`: writes each problem of DATABASE_URL as a 2025-09 problem package
 * folder in <dir> (docs/problem-export.md), printing a line per problem and what the package could not carry.
 * A folder that exists is not overwritten: the package gets the next free name (`twosum2`). Exits 1 when a
 * problem is not found.
 */
const say = (text: string) => process.stdout.write(`${text}\n`);
const [which, dir, ...rest] = process.argv.slice(2);
if (!which || !dir || rest.length > 0 || which === "--help") {
  say("usage: bun run problems:export <problem id | slug | --all> <directory>");
  process.exit(which === "--help" ? 0 : 2);
}
const env = loadWorkerEnv();
await migrateDatabase(env.DATABASE_URL);
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });

const ids = which === "--all" ? await allProblemIds(db) : [which];
let missing = 0;
for (const id of ids) {
  const pkg = await exportProblemPackage(db, id);
  if (!pkg) {
    say(`✗ ${id}: no such problem`);
    missing++;
    continue;
  }
  let folder = pkg.folder;
  for (let n = 2; existsSync(`${dir}/${folder}`); n++) folder = `${pkg.folder}${n}`;
  const written = writePackageFolder(dir, pkg, folder);
  say(`✓ ${written} (${pkg.files.length} files)`);
  for (const w of pkg.warnings) say(`  ! ${w}`);
}
await sql.end();
say(`${ids.length - missing} package(s) written to ${dir}`);
process.exit(missing > 0 ? 1 : 0);
