import type { ScenarioResult } from "../scenarios/run-scenario.ts";
import type { Check } from "./check.ts";

/** A failed check that did not fail its scenario: a speed target missed, reported, within the test run's slack. */
const missedOnly = (r: ScenarioResult, c: Check) => !c.ok && r.ok;
const verdictOf = (r: ScenarioResult) =>
  !r.ok ? "FAIL" : r.checks.some((c) => !c.ok) ? "pass (target missed)" : "pass";

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One scenario as the console shows it: each check, the recovery figures and the statuses the clients saw. */
export function printScenario(r: ScenarioResult) {
  console.log(`\n== ${r.name}: ${verdictOf(r).toUpperCase()} (${(r.durationMs / 1000).toFixed(0)} s) ==`);
  for (const c of r.checks) {
    const mark = c.ok ? "ok  " : missedOnly(r, c) ? "MISS" : "FAIL";
    console.log(`  ${mark} ${c.name}\n         ${c.detail}`);
  }
  for (const [k, v] of Object.entries(r.figures)) console.log(`  · ${k}: ${v ?? "—"}`);
  console.log(
    `  · statuses seen: ${Object.entries(r.statuses)
      .map(([k, v]) => `${k}×${v}`)
      .join(" ")}`,
  );
}

/** JUnit: one test case per scenario, its failed checks as the failure text (read by scripts/test-summary.ts). */
export function junit(results: ScenarioResult[]) {
  const failed = results.filter((r) => !r.ok).length;
  const cases = results.map((r) => {
    const failures = r.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`);
    const body = !r.ok
      ? `<failure message="${esc(failures[0]!)}">${esc(failures.join("\n"))}</failure>`
      : failures.length
        ? `<system-out>${esc(`missed: ${failures.join("\n")}`)}</system-out>`
        : "";
    return `    <testcase classname="faults" name="${esc(r.name)}" time="${(r.durationMs / 1000).toFixed(1)}">${body}</testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="faults" tests="${results.length}" failures="${failed}">`,
    `  <testsuite name="faults" tests="${results.length}" failures="${failed}">`,
    ...cases,
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}

/** The Markdown rows for docs/benchmarks.md's Faults section. */
export function markdownRows(results: ScenarioResult[]) {
  const f = (r: ScenarioResult, k: string) => {
    const v = r.figures[k];
    return typeof v === "number" ? `${(v / 1000).toFixed(1)} s` : (v ?? "—");
  };
  return [
    "| scenario | result | healthy after return | stranded → last verdict | socket reconnect | slowest answer in outage | failed checks |",
    "|---|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.name} | ${verdictOf(r)} | ${f(r, "healthy after return (ms)")} | ${r.figures["stranded at return"]} → ${f(r, "last stranded verdict after return (ms)")} | ${f(r, "slowest socket reconnect after return (ms)")} | ${f(r, "slowest answer during the outage (ms)")} | ${
          r.checks
            .filter((c) => !c.ok)
            .map((c) => c.name)
            .join("; ") || "—"
        } |`,
    ),
  ].join("\n");
}
