import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, migrateDatabase, problems } from "@grindstone/db";
import { exportProblemPackage, writePackageFolder } from "@grindstone/db/problem-export";
import { seedDatabase } from "@grindstone/db/seed";
import { readJudgePolicy } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import { testWorkerEnv } from "../env.ts";
import { importPackages } from "../problem-import/import-packages.ts";
import { LocalSandboxRunner } from "../runners/local-sandbox.ts";

// An export is a package our own verification accepts: imported with the sandbox, every reference solution written
// to submissions/accepted/ is judged Accepted with the exported policy and tests, and the policy is kept as is.
const env = testWorkerEnv();
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
const runner = new LocalSandboxRunner({ slots: 2 });
let scratch: string;
beforeAll(async () => {
  await migrateDatabase(env.DATABASE_URL);
  await seedDatabase(db, { adminEmail: "admin@grindstone.dev", adminPassword: "admin12345" });
  scratch = mkdtempSync(join(tmpdir(), "gs-export-verify-"));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await runner.close();
  await sql.end();
});

describe("an exported problem imported with verification", () => {
  test("two-sum: every language's reference is Accepted on the exported tests", async () => {
    const [original] = await db.select().from(problems).where(eq(problems.slug, "two-sum"));
    const pkg = (await exportProblemPackage(db, original!.id))!;
    const dir = writePackageFolder(scratch, pkg);
    const [entry] = (await importPackages(db, [dir], { runner })).problems;
    expect(entry!.errors).toEqual([]);
    expect(entry!.verified).toBe("passed");
    const judged = entry!.verification.filter((v) => v.kind === "submission");
    // One per language: reference.py, reference.js, Main.java...
    expect(judged).toHaveLength(Object.keys(original!.referenceSolutions).length);
    expect(judged.every((v) => v.ok)).toBe(true);
    const [back] = await db.select().from(problems).where(eq(problems.id, entry!.id!));
    expect(readJudgePolicy(back!.judgePolicy)).toEqual(readJudgePolicy(original!.judgePolicy));
    expect(back!.referenceSolutions).toEqual(original!.referenceSolutions);
  }, 300_000);
});
