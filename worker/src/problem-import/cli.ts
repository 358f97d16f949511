import { createDb, migrateDatabase } from "@grindstone/db";
import { loadWorkerEnv, sandboxMode } from "../env.ts";
import { createRunner } from "../runners/index.ts";
import { archiveCapsOf, type ImportedEntry, importPackages } from "./import-packages.ts";

/**
 * `bun run problems:import [--no-verify] <path|url>...`: imports every problem package in each source (a package
 * folder, a folder holding packages at any depth, a .zip/.kpp/.tar/.tar.gz archive, or an http(s) URL of one) into
 * DATABASE_URL, verifying each (input validators, shipped submissions judged in the sandbox) unless --no-verify,
 * with a progress line, then prints the report; exits 1 when a package failed. New problems are hidden until an
 * admin publishes them; a package imported before updates its problem.
 */
const say = (text: string) => process.stdout.write(`${text}\n`);
const args = process.argv.slice(2);
const verify = !args.includes("--no-verify");
const paths = args.filter((a) => !a.startsWith("--"));
if (paths.length === 0 || args.includes("--help")) {
  say(
    "usage: bun run problems:import [--no-verify] <package, folder of packages, archive or http(s) URL>...",
  );
  process.exit(paths.length === 0 && !args.includes("--help") ? 2 : 0);
}
const env = loadWorkerEnv();
await migrateDatabase(env.DATABASE_URL);
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
const runner = verify
  ? createRunner({
      judge0Url: env.JUDGE0_URL,
      judge0Token: env.JUDGE0_TOKEN,
      slots: env.WORKER_CONCURRENCY,
      mode: sandboxMode(env),
    })
  : undefined;

const tty = process.stdout.isTTY === true;
/** A bar on a terminal (rewritten in place), nothing when piped: the package lines say the same. */
const bar = (current: string, done: number, total: number) => {
  if (!tty) return;
  const width = 24;
  const filled = total > 0 ? Math.round((done / total) * width) : 0;
  const text = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} ${current}`;
  process.stdout.write(`\r\x1b[2K${text.slice(0, (process.stdout.columns ?? 100) - 1)}`);
};
const line = (e: ImportedEntry) =>
  e.status === "failed"
    ? `✗ ${e.path}: ${e.errors.join("; ")}`
    : `✓ ${e.path}: ${e.status} "${e.title}" (${e.type}, ${e.slug})${e.verified === "mismatch" ? ", VERIFICATION MISMATCH" : e.verified === "passed" ? ", verified" : ""}${e.warnings.length ? `, ${e.warnings.length} warning(s)` : ""}`;

let report: Awaited<ReturnType<typeof importPackages>>;
try {
  report = await importPackages(db, paths, {
    runner,
    caps: archiveCapsOf(env),
    onStep: bar,
    onPackage: (entry, done, total) => {
      if (tty) process.stdout.write("\r\x1b[2K");
      say(`[${done}/${total}] ${line(entry)}`);
    },
  });
} finally {
  await runner?.close();
  await sql.end();
}
const failed = report.problems.filter((p) => p.status === "failed");
for (const p of report.problems) {
  for (const w of p.warnings) say(`  ! ${p.path}: ${w}`);
  for (const v of p.verification)
    if (v.ok !== true)
      say(`  ${v.ok === false ? "✗" : "-"} ${p.path}: ${v.path}: expected ${v.expected}, got ${v.result}`);
}
say(
  `${report.problems.length} package(s): ${report.problems.length - failed.length} imported, ${failed.length} failed${verify ? "" : " (not verified: --no-verify)"}`,
);
process.exit(failed.length > 0 ? 1 : 0);
