import { createDb, migrateDatabase } from "@grindstone/db";
import { loadWorkerEnv } from "../env.ts";
import { type ImportedEntry, importPackages } from "./import-packages.ts";

/**
 * `bun run problems:import <path|url>...`: imports every problem package in each source (a package folder, a folder
 * holding packages at any depth, a .zip/.kpp/.tar/.tar.gz archive, or an http(s) URL of one) into DATABASE_URL, then
 * prints the report; exits 1 when a package failed. New problems are hidden until an admin publishes them; a package
 * imported before updates its problem. Verification by judging the package's submissions and the admin UI are the
 * next steps (issue 25).
 */
const say = (text: string) => process.stdout.write(`${text}\n`);
const paths = process.argv.slice(2);
if (paths.length === 0 || paths.includes("--help")) {
  say("usage: bun run problems:import <package, folder of packages, archive or http(s) URL>...");
  process.exit(paths.length === 0 ? 2 : 0);
}
const env = loadWorkerEnv();
await migrateDatabase(env.DATABASE_URL);
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });

const line = (e: ImportedEntry) =>
  e.status === "failed"
    ? `✗ ${e.path}: ${e.errors.join("; ")}`
    : `✓ ${e.path}: ${e.status} "${e.title}" (${e.type}, ${e.slug})${e.warnings.length ? `, ${e.warnings.length} warning(s)` : ""}`;

const report = await importPackages(db, paths, {
  onPackage: (entry, done, total) => say(`[${done}/${total}] ${line(entry)}`),
});
await sql.end();
const failed = report.problems.filter((p) => p.status === "failed");
for (const p of report.problems) for (const w of p.warnings) say(`  ! ${p.path}: ${w}`);
say(
  `${report.problems.length} package(s): ${report.problems.length - failed.length} imported, ${failed.length} failed`,
);
process.exit(failed.length > 0 ? 1 : 0);
