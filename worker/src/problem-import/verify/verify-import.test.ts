import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, migrateDatabase, problems } from "@grindstone/db";
import { eq, like } from "drizzle-orm";
import { testWorkerEnv } from "../../env.ts";
import { LocalSandboxRunner } from "../../runners/local-sandbox.ts";
import { importPackages } from "../import-packages.ts";
import { FIXTURES_ROOT } from "../package/fixture-packages.ts";

// Verification on import (issue 25 item 4) through the real sandbox and the real test database: input validators on
// every input, shipped submissions against their directories, accepted ones kept as references, a derived time limit.
const env = testWorkerEnv();
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
const runner = new LocalSandboxRunner({ slots: 2 });
let scratch: string;
beforeAll(async () => {
  await migrateDatabase(env.DATABASE_URL);
  await db.delete(problems).where(like(problems.slug, "pkg-v-%"));
  scratch = mkdtempSync(join(tmpdir(), "gs-verify-test-"));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await runner.close();
  await sql.end();
});

/** A copy of a fixture package under a name of this file's own (slug pkg-v-<name>), changed by `edit`. */
function copyOf(fixture: string, name: string, edit: (dir: string) => void = () => {}) {
  const dir = join(scratch, `v-${name}`);
  cpSync(join(FIXTURES_ROOT, fixture), dir, { recursive: true });
  edit(dir);
  return dir;
}
const row = async (id: string) => (await db.select().from(problems).where(eq(problems.id, id)))[0]!;
const TIMEOUT = 300_000;

describe("verification on import", () => {
  test(
    "hello: its validator passes every input, each submission gets its directory's verdict, the accepted ones become references and set the time limit",
    async () => {
      const [entry] = (await importPackages(db, [copyOf("problemtools/hello", "hello")], { runner }))
        .problems;
      expect(entry!.status).toBe("created");
      const byPath = Object.fromEntries(entry!.verification.map((v) => [v.path, v]));
      expect(byPath["input_validators/validate.py"]).toMatchObject({
        kind: "input_validator",
        ok: true,
        result: "valid (1 inputs)",
      });
      for (const path of [
        "submissions/accepted/hello.cc",
        "submissions/accepted/hello.java",
        "submissions/accepted/hello.py",
        "submissions/wrong_answer/hello.cc",
        "submissions/run_time_error/memory_limit.cc",
      ])
        expect(byPath[path], path).toMatchObject({ kind: "submission", ok: true });
      expect(byPath["submissions/accepted/hello.py"]!.result).toBe("Accepted");
      expect(byPath["submissions/wrong_answer/hello.cc"]!.result).toStartWith(
        "Wrong Answer on data/secret/hello",
      );
      // Languages we do not judge are listed, never silently dropped.
      expect(byPath["submissions/accepted/hello.kt"]).toMatchObject({
        ok: null,
        result: "skipped: not one of our languages",
      });
      expect(entry!.verified).toBe("passed");
      // No time limit in hello's problem.yaml: legacy rule, slowest accepted × 5 rounded up to a whole second.
      expect(entry!.warnings.some((w) => w.startsWith("no time limit in the package"))).toBe(false);
      expect(
        entry!.warnings.some((w) => w.startsWith("time limit derived from the accepted submissions")),
      ).toBe(true);
      const saved = await row(entry!.id!);
      expect(saved.judgePolicy.limits.timeMs % 1000).toBe(0);
      expect(Object.keys(saved.referenceSolutions).sort()).toEqual(["CPP", "JAVA", "PYTHON"]);
      expect(saved.isPublic).toBe(false);
    },
    TIMEOUT,
  );

  test(
    "oddecho: a C++ validator with its flags per test group, and a partially accepted submission",
    async () => {
      const [entry] = (await importPackages(db, [copyOf("problemtools/oddecho", "oddecho")], { runner }))
        .problems;
      // oddecho has a uuid: its slug is the same in every test that imports it.
      expect(entry!.status).not.toBe("failed");
      const byPath = Object.fromEntries(entry!.verification.map((v) => [v.path, v]));
      expect(byPath["input_validators/validator/validator.cpp"]).toMatchObject({ ok: true });
      expect(byPath["submissions/partially_accepted/sol.py"]).toMatchObject({
        ok: true,
        result: expect.stringContaining("50/100"),
      });
      expect(entry!.verified).toBe("passed");
    },
    TIMEOUT,
  );

  test(
    "a submission that breaks its promise is a mismatch: the problem is kept hidden and it is no reference",
    async () => {
      const dir = copyOf("problemtools/hello", "liar", (d) =>
        writeFileSync(join(d, "submissions/accepted/liar.py"), 'print("Goodbye")\n'),
      );
      const [entry] = (await importPackages(db, [dir], { runner })).problems;
      expect(entry!.status).toBe("created");
      expect(entry!.verified).toBe("mismatch");
      const liar = entry!.verification.find((v) => v.path === "submissions/accepted/liar.py")!;
      expect(liar).toMatchObject({ ok: false, expected: "Accepted" });
      expect(liar.result).toStartWith("Wrong Answer");
      const saved = await row(entry!.id!);
      expect(saved.isPublic).toBe(false);
      expect(saved.referenceSolutions.PYTHON).not.toContain("Goodbye");
    },
    TIMEOUT,
  );

  test(
    "an input its validator rejects fails the package, which writes nothing; the next package still imports",
    async () => {
      const bad = copyOf("problemtools/hello", "bad-input", (d) =>
        writeFileSync(join(d, "data/secret/hello.in"), "unexpected\n"),
      );
      const broken = copyOf("problemtools/hello", "broken-validator", (d) => {
        rmSync(join(d, "input_validators"), { recursive: true });
        mkdirSync(join(d, "input_validators"));
        writeFileSync(join(d, "input_validators/check.cc"), "int main( { return 42; }\n");
      });
      const report = await importPackages(db, [bad, broken], { runner });
      const [rejected, uncompiled] = report.problems;
      expect(rejected).toMatchObject({ status: "failed", id: null, verified: "skipped" });
      expect(rejected!.errors[0]).toContain(
        "data/secret/hello.in is invalid by input_validators/validate.py",
      );
      expect(rejected!.verification[0]).toMatchObject({ kind: "input_validator", ok: false });
      expect(uncompiled).toMatchObject({ status: "failed", id: null });
      expect(uncompiled!.errors[0]).toContain("input_validators/check.cc does not compile");
      const written = await db.select().from(problems).where(like(problems.slug, "pkg-v-b%"));
      expect(written).toEqual([]);
    },
    TIMEOUT,
  );

  test(
    "a Python 2 Code Jam judge is translated, and its own self-test (-2) says whether the translation works",
    async () => {
      const good = copyOf("codejam/number_guessing", "guess2");
      const broken = copyOf("codejam/number_guessing", "guess2-broken", (d) => {
        const path = join(d, "output_validators/validator/judge.py");
        const source = readFileSync(path, "utf8");
        // Its self-test now fails (what a translation that changed the judge's meaning would look like).
        writeFileSync(
          path,
          source.replace("JudgeSingleCaseTest.TestParseContestantInput()\n\n\ndef", "assert 1 == 2\n\n\ndef"),
        );
      });
      const [ok, bad] = (await importPackages(db, [good, broken], { runner })).problems;
      expect(ok!.warnings).toContain(
        "output_validators/validator/judge.py is Python 2: translated to Python 3 with lib2to3",
      );
      expect(ok!.verification).toEqual([
        expect.objectContaining({
          kind: "judge",
          path: "output_validators/validator/judge.py",
          ok: true,
          result: "passed",
        }),
      ]);
      expect(ok!.verified).toBe("passed");
      const selfTest = bad!.verification.find((v) => v.kind === "judge")!;
      expect(selfTest.ok).toBe(false);
      expect(selfTest.result).toContain("AssertionError");
      expect(bad).toMatchObject({ status: "created", verified: "mismatch", isPublic: false });
    },
    TIMEOUT,
  );

  test(
    "without a runner nothing is judged: the accepted directory is taken at its word and the skipped files are warnings",
    async () => {
      const [entry] = (await importPackages(db, [copyOf("problemtools/hello", "unverified")])).problems;
      expect(entry).toMatchObject({ status: "created", verified: "skipped", verification: [] });
      expect(entry!.warnings).toContain("no time limit in the package: 2000 ms");
      expect(entry!.warnings.some((w) => w.includes("hello.kt not judged"))).toBe(true);
      expect(Object.keys((await row(entry!.id!)).referenceSolutions).sort()).toEqual([
        "CPP",
        "JAVA",
        "PYTHON",
      ]);
    },
    TIMEOUT,
  );
});
