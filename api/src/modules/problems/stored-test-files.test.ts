import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testCases, testData } from "@grindstone/db";
import { storeTestFile } from "@grindstone/db/test-data";
import { LANGUAGE_IDS } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { asc, eq } from "drizzle-orm";
import { createTestApp, makeAdmin, signUp, spawnWorker } from "../../test/harness.ts";

// Issue 25, item 6: a problem whose big test is a stored file (test_data) is shown to admins by hash and size, edited
// from the form without losing it (its references checked against the file), and judged from it.
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess;
let admin: Awaited<ReturnType<typeof signUp>>;
let learner: Awaited<ReturnType<typeof signUp>>;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  worker = spawnWorker(t.env);
  admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  learner = await signUp(t.app);
  scratch = mkdtempSync(join(tmpdir(), "gs-stored-api-"));
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

const SUM = {
  PYTHON: "import sys\nd = sys.stdin.read().split()\nprint(sum(map(int, d)))\n",
  JAVASCRIPT:
    "const d = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);\nconsole.log(d.reduce((a, x) => a + Number(x), 0));\n",
  JAVA: 'import java.io.*;\npublic class Main { public static void main(String[] a) throws IOException { BufferedReader r = new BufferedReader(new InputStreamReader(System.in)); long s = 0; String l; while ((l = r.readLine()) != null) for (String x : l.trim().split("\\\\s+")) if (!x.isEmpty()) s += Long.parseLong(x); System.out.println(s); } }\n',
};

/** A file of its own (a fresh seed each run, so nothing earlier stored it) of 30,000 numbers, and their sum. */
async function storedNumbers() {
  const seed = Math.floor(Math.random() * 1e6);
  const xs = Array.from({ length: 30_000 }, (_, i) => ((i * 7919 + seed) % 100_000) + 1);
  const path = join(scratch, `${seed}.in`);
  writeFileSync(path, `${xs.join("\n")}\n`);
  const file = await storeTestFile(t.ctx.db, path);
  return { file, sum: String(xs.reduce((a, b) => a + b, 0)) };
}

const body = (testcases: unknown[]) => {
  const example = { input: "1 2 3", output: "6" };
  return {
    title: `Sum ${crypto.randomUUID().slice(0, 6)}`,
    description: "Print the sum of the numbers.",
    difficulty: "EASY",
    tags: ["Math"],
    companies: [],
    constraints: "Up to 30,000 numbers.",
    testcases,
    examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
    codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
    referenceSolutions: SUM,
  };
};

const rowsOf = (id: string) =>
  t.ctx.db.select().from(testCases).where(eq(testCases.problemId, id)).orderBy(asc(testCases.position));
const isStored = async (sha256: string) =>
  (await t.ctx.db.select().from(testData).where(eq(testData.sha256, sha256))).length === 1;

describe("a problem with a stored test file", () => {
  let id: string;
  let big: Awaited<ReturnType<typeof storedNumbers>>;
  const visible = { input: "1 2 3", output: "6", hidden: false };

  test("is created with the file named by its hash; admins see hash and size, learners never the hidden test", async () => {
    big = await storedNumbers();
    const created = await admin.c.post(
      "/problems/create-problem",
      body([visible, { input: "", inputFile: { sha256: big.file.sha256 }, output: big.sum, hidden: true }]),
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    id = created.json.problem.id;
    const asAdmin = (await admin.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(asAdmin.testcases[1]).toEqual({
      input: "",
      output: big.sum,
      hidden: true,
      pretest: false,
      interaction: "",
      inputFile: { sha256: big.file.sha256, bytes: big.file.bytes },
    });
    const asLearner = (await learner.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(asLearner.testcases).toEqual([{ input: "1 2 3", output: "6", interaction: "" }]);
  }, 180_000);

  test("a submission is judged against the file", async () => {
    const submit = (source_code: string) =>
      learner.c.post("/execute-code/submit", {
        source_code,
        language_id: LANGUAGE_IDS.PYTHON,
        stdin: [],
        expected_outputs: [],
        problemId: id,
      });
    const right = await submit(SUM.PYTHON);
    expect(right.json.submission.status).toBe("Accepted");
    // Right on the visible test, wrong wherever there are more than 100 numbers: only the file has that many.
    const wrong = await submit(
      "import sys\nd = sys.stdin.read().split()\nprint(sum(map(int, d)) + (len(d) > 100))\n",
    );
    expect(wrong.json.submission.status).toBe("Wrong Answer");
    expect(wrong.json.submission.testCases.map((c: { status: string }) => c.status)).toEqual([
      "Accepted",
      "Wrong Answer",
    ]);
  }, 120_000);

  test("saved back from the form with its reference, it keeps the file; the references are checked against it", async () => {
    const stored = { input: "", inputFile: { sha256: big.file.sha256, bytes: big.file.bytes }, hidden: true };
    const renamed = { ...body([visible, { ...stored, output: big.sum }]), title: "Sum Them All" };
    const ok = await admin.c.put(`/problems/update-problem/${id}`, renamed);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect((await rowsOf(id)).map((r) => [r.input, r.inputSha256, r.output])).toEqual([
      ["1 2 3", null, "6"],
      ["", big.file.sha256, big.sum],
    ]);
    // A wrong expected output for the stored input: every reference fails on that test, so nothing is saved.
    const wrong = await admin.c.put(`/problems/update-problem/${id}`, {
      ...renamed,
      testcases: [visible, { ...stored, output: "0" }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatch(/reference solution failed on test case 2/);
    expect((await rowsOf(id))[1]!.output).toBe(big.sum);
  }, 240_000);

  test("a hash that is not stored here, or a stored test sent back as empty text, is refused and nothing changes", async () => {
    const unknown = await admin.c.put(
      `/problems/update-problem/${id}`,
      body([visible, { input: "", inputFile: { sha256: "0".repeat(64) }, output: "1", hidden: true }]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({
      error: "Test case 2: its stored input file is not on this server (import the package again)",
      code: "VALIDATION",
    });
    // The spec's client sends { input, output } only: the stored side would come back as "".
    const asText = await admin.c.put(
      `/problems/update-problem/${id}`,
      body([visible, { input: "", output: big.sum }]),
    );
    expect(asText.status).toBe(400);
    expect(asText.json.error).toContain("Input is required");
    expect((await rowsOf(id))[1]!.inputSha256).toBe(big.file.sha256);
  });

  test("an edit that drops the stored test removes the file; deleting a problem removes its files", async () => {
    const ok = await admin.c.put(`/problems/update-problem/${id}`, body([visible]));
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(await isStored(big.file.sha256)).toBe(false);

    const other = await storedNumbers();
    const created = await admin.c.post(
      "/problems/create-problem",
      body([
        visible,
        { input: "", inputFile: { sha256: other.file.sha256 }, output: other.sum, hidden: true },
      ]),
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(await isStored(other.file.sha256)).toBe(true);
    const gone = await admin.c.delete(`/problems/delete-problem/${created.json.problem.id}`);
    expect(gone.status).toBe(200);
    expect(await isStored(other.file.sha256)).toBe(false);
  }, 240_000);
});
