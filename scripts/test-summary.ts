/**
 * Prints the one-line total of a test run from bun's JUnit file, Playwright's JSON report and, when named, the fault
 * suite's JUnit file (one case per scenario), and fails when a report is missing (a suite that crashed before
 * reporting must not look like "0 failed").
 */
import { existsSync, readFileSync } from "node:fs";

const [junitPath, e2ePath, faultsPath] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const problems: string[] = [];

function countJunit(path: string | undefined, what: string) {
  if (!path || !existsSync(path))
    return void problems.push(`missing ${path ?? "JUnit report"} (${what} crashed?)`);
  const xml = readFileSync(path, "utf8");
  const cases = xml.match(/<testcase\b[^>]*?(\/>|>[\s\S]*?<\/testcase>)/g) ?? [];
  for (const c of cases) {
    if (/<skipped/.test(c)) continue;
    if (/<failure|<error/.test(c)) failed++;
    else passed++;
  }
  if (cases.length === 0) problems.push(`no test cases in ${path}`);
}

countJunit(junitPath, "bun test");

if (e2ePath && existsSync(e2ePath)) {
  const report = JSON.parse(readFileSync(e2ePath, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
} else problems.push(`missing ${e2ePath ?? "Playwright report"} (Playwright crashed?)`);

if (faultsPath !== undefined) countJunit(faultsPath, "the fault suite");

for (const p of problems) console.error(`[test] ${p}`);
console.log(`${passed} passed, ${failed + problems.length} failed`);
process.exit(failed + problems.length > 0 ? 1 : 0);
