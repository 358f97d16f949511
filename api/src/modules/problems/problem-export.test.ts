import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp, makeAdmin, seededProblem, signUp } from "../../test/harness.ts";

// Issue 25 item 7: an admin downloads a problem as a zipped 2025-09 package; nobody else may.
let t: Awaited<ReturnType<typeof createTestApp>>;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  scratch = mkdtempSync(join(tmpdir(), "gs-export-api-"));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

/** The zip as an independent reader sees it (the API cannot import the worker's unpacker): Python's zipfile. */
function readZip(bytes: Uint8Array): Record<string, string> {
  const file = join(scratch, `${crypto.randomUUID()}.zip`);
  writeFileSync(file, bytes);
  const script =
    "import json,sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\n" +
    "print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))";
  const run = Bun.spawnSync(["python3", "-c", script, file]);
  if (run.exitCode !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString());
}

describe("GET /problems/:id/export", () => {
  test("an admin gets the problem as a zipped package: problem.yaml, statement, tests, references", async () => {
    const twoSum = await seededProblem(t.ctx, "two-sum");
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const res = await t.app.request(`/api/v1/problems/${twoSum.id}/export`, {
      headers: { cookie: admin.c.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="twosum.zip"');
    const files = readZip(new Uint8Array(await res.arrayBuffer()));
    const yaml = Bun.YAML.parse(files["twosum/problem.yaml"]!) as Record<string, unknown>;
    expect(yaml).toMatchObject({
      problem_format_version: "2025-09",
      type: "pass-fail",
      name: "Two Sum",
      uuid: twoSum.id,
      limits: { time_limit: twoSum.judgePolicy.limits.timeMs / 1000 },
    });
    expect(files["twosum/statement/problem.en.md"]).toContain(twoSum.description.trim());
    expect(files["twosum/submissions/accepted/reference.py"]).toBe(twoSum.referenceSolutions.PYTHON!);
    expect(files["twosum/submissions/accepted/Main.java"]).toBe(twoSum.referenceSolutions.JAVA!);
    expect(files["twosum/data/sample/01.in"]).toBeDefined();
    expect(Object.keys(files).some((f) => f.startsWith("twosum/data/secret/") && f.endsWith(".ans"))).toBe(
      true,
    );
  });

  test("a learner is refused with the JSON error; an unknown problem is 404", async () => {
    const twoSum = await seededProblem(t.ctx, "two-sum");
    const learner = await signUp(t.app);
    const refused = await learner.c.get(`/problems/${twoSum.id}/export`);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "FORBIDDEN" });
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const unknown = await admin.c.get(`/problems/${crypto.randomUUID()}/export`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: "NOT_FOUND" });
    expect((await admin.c.get("/problems/not-an-id/export")).status).toBe(400);
  });
});
