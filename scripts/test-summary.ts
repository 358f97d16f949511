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
// Named again just above the total: a CI record keeps only the tail of a long log, and a count alone says nothing.
const failures: string[] = [];

/** The first lines of an error, without colour codes: enough to tell a timeout from a wrong value in a CI record. */
function excerpt(message: string | undefined): string {
  if (!message) return "";
  const lines = message
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what is being removed
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4);
  return lines.map((line) => `\n    ${line.length > 240 ? `${line.slice(0, 240)}…` : line}`).join("");
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#10;/g, "\n")
    .replace(/&amp;/g, "&");
}

function caseName(testcase: string): string {
  const attr = (name: string) => testcase.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? "";
  const file = attr("file") || attr("classname");
  return `${file ? `${file} › ` : ""}${attr("name")}`.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

function countJunit(path: string | undefined, what: string) {
  if (!path || !existsSync(path))
    return void problems.push(`missing ${path ?? "JUnit report"} (${what} crashed?)`);
  const xml = readFileSync(path, "utf8");
  const cases = xml.match(/<testcase\b[^>]*?(\/>|>[\s\S]*?<\/testcase>)/g) ?? [];
  for (const c of cases) {
    if (/<skipped/.test(c)) continue;
    if (/<failure|<error/.test(c)) {
      failed++;
      const message = c.match(/<(?:failure|error)\b[^>]*?\bmessage="([^"]*)"/)?.[1];
      const body = c.match(/<(?:failure|error)\b[^>]*>([\s\S]*?)<\/(?:failure|error)>/)?.[1];
      failures.push(`${what}: ${caseName(c)}${excerpt(unescapeXml(message || body || ""))}`);
    } else passed++;
  }
  if (cases.length === 0) problems.push(`no test cases in ${path}`);
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file?: string;
    tests: { status: string; results?: { error?: { message?: string } }[] }[];
  }[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
};

function unexpectedSpecs(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === "unexpected"))
      .map((spec) => {
        const name = [...path, suite.title, spec.title].filter(Boolean).join(" › ");
        const failedTest = spec.tests.find((t) => t.status === "unexpected");
        const error = failedTest?.results?.findLast((r) => r.error)?.error?.message;
        return `${name}${excerpt(error)}`;
      }),
    ...unexpectedSpecs(suite.suites ?? [], [...path, suite.title]),
  ]);
}

countJunit(junitPath, "bun test");

if (e2ePath && existsSync(e2ePath)) {
  const report = JSON.parse(readFileSync(e2ePath, "utf8")) as PlaywrightReport;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  for (const name of unexpectedSpecs(report.suites ?? [])) failures.push(`playwright: ${name}`);
} else problems.push(`missing ${e2ePath ?? "Playwright report"} (Playwright crashed?)`);

if (faultsPath !== undefined) countJunit(faultsPath, "the fault suite");

for (const f of failures) console.error(`[test] failed: ${f}`);
for (const p of problems) console.error(`[test] ${p}`);
console.log(`${passed} passed, ${failed + problems.length} failed`);
process.exit(failed + problems.length > 0 ? 1 : 0);
