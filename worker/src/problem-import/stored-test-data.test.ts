import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { submissions, testCases, testData, testDataChunks } from "@grindstone/db";
import { hashFile, storeTestFile, TEST_DATA_CHUNK_BYTES } from "@grindstone/db/test-data";
import { asc, eq, gt, sql as raw } from "drizzle-orm";
import { TestDataCache } from "../judge/test-data-cache.ts";
import { judgeSubmission, runTestsOf } from "../processors/judge-submission.ts";
import { InfrastructureError } from "../runners/runner.ts";
import { createWorkerTestDeps, fakeJudgeDelivery, insertSubmission, insertUser } from "../test/harness.ts";
import { importPackages } from "./import-packages.ts";
import { STORED_TEST_BYTES } from "./package/package-tests.ts";

// Issue 25, item 6: a package's big test files are stored once by content and judged from the workers' disk cache.
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let scratch: string;
const cacheDir = () => mkdtempSync(join(scratch, "cache-"));
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "gs-stored-data-"));
  h = await createWorkerTestDeps({ TEST_DATA_CACHE_DIR: join(scratch, "worker-cache") });
});
afterAll(async () => {
  await h.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** `count` numbers, one per line (about 8 bytes each), and their sum. */
function numbers(count: number, seed: number) {
  const xs = Array.from({ length: count }, (_, i) => ((i * 7919 + seed) % 1_000_000) + 1);
  return { input: `${count}\n${xs.join("\n")}\n`, output: `${xs.reduce((a, b) => a + b, 0)}\n` };
}

/** A sum-the-numbers package: a sample, a small secret test, two big ones with the same input and another big one. */
function writePackage(dir: string, bigSeed = 1) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "data", "sample"), { recursive: true });
  mkdirSync(join(dir, "data", "secret"), { recursive: true });
  writeFileSync(join(dir, "problem.yaml"), "name: Sum Them\nlimits:\n  time_limit: 5\n");
  mkdirSync(join(dir, "statement"));
  writeFileSync(join(dir, "statement", "problem.en.md"), "# Sum Them\n\nPrint the sum of the numbers.\n");
  const put = (where: string, t: { input: string; output: string }) => {
    writeFileSync(join(dir, "data", `${where}.in`), t.input);
    writeFileSync(join(dir, "data", `${where}.ans`), t.output);
  };
  put("sample/1", numbers(3, 0));
  put("secret/1-small", numbers(10, 5));
  put("secret/2-big", numbers(320_000, bigSeed)); // ~2.2 MB: three chunks
  put("secret/3-big-again", numbers(320_000, bigSeed));
  put("secret/4-other", numbers(100_000, 77));
}

const SUM_PY = "import sys\nd = sys.stdin.read().split()\nprint(sum(map(int, d[1:])))\n";
const OFF_BY_ONE_PY =
  "import sys\nd = sys.stdin.read().split()\nprint(sum(map(int, d[1:])) + (int(d[0]) > 1000))\n";

const testsOf = (problemId: string) =>
  h.deps.db
    .select()
    .from(testCases)
    .where(eq(testCases.problemId, problemId))
    .orderBy(asc(testCases.position));

async function importOne(dir: string) {
  const report = await importPackages(h.deps.db, [dir]);
  expect(report.problems.map((p) => [p.status, p.errors])).toEqual([
    [expect.stringMatching(/created|updated/), []],
  ]);
  return report.problems[0]!;
}

async function judged(problemId: string, sourceCode: string) {
  const user = await insertUser(h.deps);
  const sub = await insertSubmission(h.deps, { userId: user.id, problemId, language: "PYTHON", sourceCode });
  await judgeSubmission(h.deps)(fakeJudgeDelivery(sub.id));
  const [row] = await h.deps.db.select().from(submissions).where(eq(submissions.id, sub.id));
  return row!;
}

describe("test data stored by content", () => {
  test("big secret files are stored once by hash, small ones and samples stay text; a submission is judged from them", async () => {
    const dir = join(scratch, "sum-them");
    writePackage(dir);
    const entry = await importOne(dir);
    const tests = await testsOf(entry.id!);
    const bigInput = await hashFile(join(dir, "data", "secret", "2-big.in"));
    expect(bigInput.bytes).toBeGreaterThan(2 * TEST_DATA_CHUNK_BYTES);
    expect(tests.map((t) => [t.hidden, t.input === "", t.inputSha256, t.outputSha256])).toEqual([
      [false, false, null, null],
      [true, false, null, null],
      [true, true, bigInput.sha256, null],
      [true, true, bigInput.sha256, null],
      [true, true, (await hashFile(join(dir, "data", "secret", "4-other.in"))).sha256, null],
    ]);
    // The same content in two tests is one file, in ceil(size / chunk) chunks.
    const stored = await h.deps.db.select().from(testData).where(eq(testData.sha256, bigInput.sha256));
    expect(stored.map((s) => s.bytes)).toEqual([bigInput.bytes]);
    const chunks = await h.deps.db
      .select({ n: raw<number>`count(*)::int` })
      .from(testDataChunks)
      .where(eq(testDataChunks.sha256, bigInput.sha256));
    expect(chunks[0]!.n).toBe(Math.ceil(bigInput.bytes / TEST_DATA_CHUNK_BYTES));
    expect(bigInput.bytes).toBeGreaterThan(STORED_TEST_BYTES);

    const right = await judged(entry.id!, SUM_PY);
    expect([right.status, right.passedCount, right.totalCount]).toEqual(["Accepted", 5, 5]);
    // Wrong only where there are more than 1000 numbers: the big tests were really read and compared.
    const wrong = await judged(entry.id!, OFF_BY_ONE_PY);
    expect([wrong.status, wrong.passedCount]).toEqual(["Wrong Answer", 2]);
    // The worker's cache holds each stored file once, named by its hash.
    expect(readdirSync(join(scratch, "worker-cache")).sort()).toEqual(
      [bigInput.sha256, tests[4]!.inputSha256!].sort(),
    );
  });

  test("importing the same package again stores nothing new; changed data replaces the files no test uses any more", async () => {
    const dir = join(scratch, "sum-again");
    writePackage(dir, 3);
    const first = await importOne(dir);
    const before = (await testsOf(first.id!)).map((t) => t.inputSha256);
    const old = before[2]!;
    // Rows written since a moment (the store is shared: other problems' files come and go beside these).
    const writtenSince = async (t: Date) =>
      (
        await h.deps.db.select({ sha256: testData.sha256 }).from(testData).where(gt(testData.createdAt, t))
      ).map((r) => r.sha256);

    const beforeAgain = new Date();
    const again = await importOne(dir);
    expect(again.id).toBe(first.id);
    expect(again.status).toBe("updated");
    expect((await testsOf(first.id!)).map((t) => t.inputSha256)).toEqual(before);
    expect(await writtenSince(beforeAgain)).toEqual([]);

    writePackage(dir, 4); // the big tests change, 4-other stays
    await importOne(dir);
    const after = (await testsOf(first.id!)).map((t) => t.inputSha256);
    expect(after[2]).not.toBe(old);
    expect(after[3]).toBe(after[2]);
    expect(after[4]).toBe(before[4]);
    expect(await h.deps.db.select().from(testData).where(eq(testData.sha256, old))).toEqual([]);
    expect(await h.deps.db.select().from(testData).where(eq(testData.sha256, after[2]!))).toHaveLength(1);
    expect((await judged(first.id!, SUM_PY)).status).toBe("Accepted");
  });

  test("a file shared with another problem is kept while any test uses it", async () => {
    const a = join(scratch, "shared-a");
    const b = join(scratch, "shared-b");
    writePackage(a, 9);
    writePackage(b, 9);
    const pa = await importOne(a);
    const pb = await importOne(b);
    const shared = (await testsOf(pa.id!))[2]!.inputSha256!;
    expect((await testsOf(pb.id!))[2]!.inputSha256).toBe(shared);
    const exists = async () =>
      (await h.deps.db.select().from(testData).where(eq(testData.sha256, shared))).length;
    writePackage(a, 10);
    await importOne(a);
    expect(await exists()).toBe(1); // b still uses it
    expect((await judged(pb.id!, SUM_PY)).status).toBe("Accepted");
    writePackage(b, 10);
    await importOne(b);
    expect(await exists()).toBe(0); // nothing does
  });

  test("the cache fetches a file once for concurrent callers, refetches a removed one, and refuses bytes that do not match", async () => {
    const dir = join(scratch, "sum-cache");
    writePackage(dir, 21);
    const entry = await importOne(dir);
    const rows = await testsOf(entry.id!);
    const cache = new TestDataCache(cacheDir(), 1024 * 1024 * 1024);
    const judgeTests = rows.map((t) => ({ ...t }));
    const [x, y] = await Promise.all([
      runTestsOf({ ...h.deps, testData: cache }, judgeTests),
      runTestsOf({ ...h.deps, testData: cache }, judgeTests),
    ]);
    expect(x).toEqual(y);
    const file = x[2]!.input as { path: string; bytes: number };
    expect(await hashFile(file.path)).toEqual({ sha256: rows[2]!.inputSha256!, bytes: file.bytes });
    rmSync(file.path);
    await cache.file(h.deps, rows[2]!.inputSha256!);
    expect(existsSync(file.path)).toBe(true);

    // A chunk damaged in the database (a file of its own: content is shared): the fetch fails as ours (the job is
    // retried), and nothing half-written is left in the cache.
    const own = join(scratch, `${crypto.randomUUID()}.in`);
    writeFileSync(own, `${crypto.randomUUID()}\n`.repeat(50_000));
    const { sha256: sha } = await storeTestFile(h.deps.db, own);
    await h.deps.db
      .update(testDataChunks)
      .set({ bytes: Buffer.from("damaged") })
      .where(eq(testDataChunks.sha256, sha));
    const fresh = new TestDataCache(cacheDir(), 1024 * 1024 * 1024);
    const err = await fresh.file(h.deps, sha).catch((e: Error) => e);
    await h.deps.db.delete(testData).where(eq(testData.sha256, sha));
    expect(err).toBeInstanceOf(InfrastructureError);
    expect(String(err)).toContain("hash");
    expect(readdirSync((fresh as unknown as { dir: string }).dir)).toEqual([]);
  });
});
