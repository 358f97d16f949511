import { expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

async function summarise(files: string[]) {
  const proc = Bun.spawn([process.execPath, "scripts/test-summary.ts", ...files], {
    cwd: root,
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, stdout, stderr] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
  return { code, stdout, stderr };
}

test("the summary names each failed test with the first lines of its error, and counts the rest", async () => {
  const dir = mkdtempSync(join(tmpdir(), "gs-summary-"));
  const junit = join(dir, "unit.xml");
  writeFileSync(
    junit,
    `<testsuites><testsuite name="x"><testcase name="adds" classname="a.test.ts"/>` +
      `<testcase name="fails &quot;here&quot;" file="b.test.ts"><failure message="expect(received).toBe(expected)&#10;&#10;Expected: 3&#10;Received: 4" type="AssertionError"/></testcase>` +
      `</testsuite></testsuites>`,
  );
  const e2e = join(dir, "e2e.json");
  const message =
    "\u001b[31mError: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\u001b[39m\n\n" +
    `Locator: getByTestId('badge')\nExpected: "Rated"\nReceived: "Ratings pending"\nline five\nline six`;
  writeFileSync(
    e2e,
    JSON.stringify({
      stats: { expected: 3, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: "c.spec.ts",
          specs: [{ title: "rates", tests: [{ status: "unexpected", results: [{ error: { message } }] }] }],
        },
      ],
    }),
  );

  const { code, stdout, stderr } = await summarise([junit, e2e]);
  expect(code).toBe(1);
  expect(stdout.trim()).toBe("5 passed, 2 failed");
  expect(stderr).toContain(
    '[test] failed: bun test: b.test.ts › fails "here"\n    expect(received).toBe(expected)\n    Expected: 3\n    Received: 4',
  );
  expect(stderr).toContain(
    "[test] failed: playwright: c.spec.ts › rates\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n" +
      `    Locator: getByTestId('badge')\n    Expected: "Rated"\n    Received: "Ratings pending"\n`,
  );
  // Colour codes are gone and only the first four lines are kept.
  expect(stderr).not.toContain("\u001b[");
  expect(stderr).not.toContain("line five");
});

test("a missing report is a failure, never a silent zero", async () => {
  const dir = mkdtempSync(join(tmpdir(), "gs-summary-"));
  const { code, stdout, stderr } = await summarise([join(dir, "none.xml"), join(dir, "none.json")]);
  expect(code).toBe(1);
  expect(stdout.trim()).toBe("0 passed, 2 failed");
  expect(stderr).toContain("(bun test crashed?)");
  expect(stderr).toContain("(Playwright crashed?)");
});
