import { expect, test } from "bun:test";
import { readFileSync, rmSync } from "node:fs";

/**
 * Issue 28: the contest-day benchmark's short variant (BENCH_DAY_SMALL=1: 300 registered, 200 sockets on two API
 * instances, a 40 s round with pretests, its system test) as the test command runs it. It asserts only what does not
 * depend on the machine's speed: nothing lost (every submission stored and final, every push on every watching socket)
 * and the final standings equal to a recomputation from the stored tries. Timings are for `bun run bench:contest-day`.
 */
test("a small contest day loses nothing and ends with correct standings", async () => {
  const root = new URL("..", import.meta.url).pathname;
  rmSync(`${root}.tmp/bench-contest-day-small.md`, { force: true });
  const proc = Bun.spawn([process.execPath, "bench/contest-day.ts"], {
    cwd: root,
    env: { ...process.env, BENCH_DAY_SMALL: "1" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, stdout, stderr] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
  expect(code, `${stdout}\n${stderr}`).toBe(0);
  const report = readFileSync(`${root}.tmp/bench-contest-day-small.md`, "utf8");
  expect(report).toContain("| submissions lost / still pending | **0** | 0 |");
  expect(report).toMatch(
    /\| pushes lost on the \d+ watching sockets of users who do not submit \| \*\*0\*\* /,
  );
  expect(report).toContain(
    "| final standings ≠ recomputation (cells / standings / ranking) | 0 / 0 / 0 | 0 |",
  );
  expect(report).toContain("Zero loss and correct final standings: **yes**.");
}, 600_000);
