/**
 * bench:import's judging child: judges one submission of a stored problem the way a worker does (its tests from
 * Postgres, stored files through a fresh disk cache, the embedded sandbox runner), in a process of its own so its
 * peak memory is the judging's alone. Usage: bun bench/lib/judge-stored.ts <problemId> <cacheDir>; prints the verdict.
 */
import { createDb } from "@grindstone/db";
import { getJudgeTests, getProblemPolicy } from "@grindstone/db/queries/submissions";
import { TestDataCache } from "../../worker/src/judge/test-data-cache.ts";
import { runTestsOf } from "../../worker/src/processors/judge-submission.ts";
import { LocalSandboxRunner } from "../../worker/src/runners/local-sandbox.ts";
import { judgeStoredEnv } from "../env.ts";

const [problemId, cacheDir] = process.argv.slice(2);
const { db, sql } = createDb(judgeStoredEnv().DATABASE_URL, { max: 2 });
const runner = new LocalSandboxRunner({ slots: 2 });
try {
  const problem = await getProblemPolicy(db, problemId!);
  const tests = await getJudgeTests(db, problemId!);
  const result = await runner.run({
    language: "PYTHON",
    // Reads all of its input, as a real solution must.
    sourceCode: "import sys\nsys.stdin.buffer.read()\nprint(0)\n",
    tests: await runTestsOf({ db, testData: new TestDataCache(cacheDir!, 1024 ** 4) }, tests),
    policy: problem!.policy,
  });
  process.stdout.write(`${result.status} ${result.tests.filter((t) => t.passed).length}/${tests.length}\n`);
} finally {
  await runner.close();
  await sql.end();
}
