import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { CreateProblemBody } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { createTestApp, makeAdmin, seededProblem, signUp, spawnWorker } from "../../test/harness.ts";
import { acceptsGzip } from "./problems.routes.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess;
beforeAll(async () => {
  t = await createTestApp();
  await seededProblem(t.ctx, "two-sum");
  worker = spawnWorker(t.env);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

async function admin() {
  const a = await signUp(t.app);
  await makeAdmin(t.ctx, a.user.id);
  return a;
}

const reverseProblem = (title: string): Omit<CreateProblemBody, "isPublic"> => ({
  title,
  description: "Read a line and print it reversed.",
  difficulty: "EASY",
  tags: ["String"],
  companies: ["Acme"],
  constraints: "1 <= s.length <= 100",
  hints: "Slice it backwards.",
  editorial: null,
  testcases: [
    { input: "abc\n", output: "cba", hidden: false },
    { input: "racecar\n", output: "racecar", hidden: true },
  ],
  examples: {
    JAVASCRIPT: { input: "abc", output: "cba" },
    PYTHON: { input: "abc", output: "cba" },
    JAVA: { input: "abc", output: "cba" },
  },
  codeSnippets: { JAVASCRIPT: "// your code", PYTHON: "# your code", JAVA: "public class Main {}" },
  referenceSolutions: {
    JAVASCRIPT:
      'const s = require("fs").readFileSync(0, "utf8").trim(); console.log([...s].reverse().join(""));',
    PYTHON: "print(input()[::-1])",
    JAVA: "import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner sc = new Scanner(System.in); System.out.println(new StringBuilder(sc.nextLine()).reverse()); } }",
  },
});

describe("problems", () => {
  test("the list is gzipped for clients that accept it, identical once unzipped, and never for those that do not", async () => {
    const { c } = await signUp(t.app);
    const plain = await c.get("/problems/get-all-problems");
    const request = (encoding: string) =>
      t.app.request("/api/v1/problems/get-all-problems", {
        headers: { cookie: c.cookie, "accept-encoding": encoding, "x-forwarded-for": "10.9.9.9" },
      });
    const zipped = await request("gzip, deflate, br");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(plain.text.length / 3);
    expect(new TextDecoder().decode(Bun.gunzipSync(bytes))).toBe(plain.text);
    for (const encoding of ["identity", "gzip;q=0, br", "br"]) {
      const res = await request(encoding);
      expect([encoding, res.headers.get("content-encoding")]).toEqual([encoding, null]);
      expect(await res.text()).toBe(plain.text);
    }
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  test("learners see list fields and visible tests only, never hidden tests or reference solutions", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const list = await c.get("/problems/get-all-problems");
    expect(list.status).toBe(200);
    expect(list.json.problems.length).toBeGreaterThanOrEqual(12);
    expect(list.text).not.toContain("referenceSolutions");
    expect(list.text).not.toContain("testcases");
    const detail = await c.get(`/problems/get-problem/${problem.id}`);
    expect(detail.json.problem.referenceSolutions).toBeUndefined();
    expect(detail.json.problem.testcases.every((tc: { hidden?: boolean }) => tc.hidden === undefined)).toBe(
      true,
    );
    // The hidden tests' inputs appear nowhere in what a learner receives.
    const { getJudgeTests } = await import("@grindstone/db/queries/submissions");
    const hidden = (await getJudgeTests(t.ctx.db, problem.id)).filter((x) => x.hidden);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const h of hidden) expect(detail.text).not.toContain(JSON.stringify(h.input).slice(1, -1));

    const a = await admin();
    const adminView = (await a.c.get(`/problems/get-problem/${problem.id}`)).json.problem;
    expect(adminView.referenceSolutions.PYTHON).toBeString();
    expect(adminView.testcases.filter((tc: { hidden: boolean }) => tc.hidden).length).toBe(hidden.length);
  });

  test("a USER gets 403 on every admin route", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c, user } = await signUp(t.app);
    const calls = [
      c.post("/problems/create-problem", reverseProblem("Nope")),
      (async () => {
        const r = await t.app.request(`/api/v1/problems/update-problem/${problem.id}`, {
          method: "PUT",
          headers: { "content-type": "application/json", cookie: c.cookie },
          body: JSON.stringify(reverseProblem("Nope")),
        });
        return { status: r.status };
      })(),
      (async () => ({
        status: (
          await t.app.request(`/api/v1/problems/delete-problem/${problem.id}`, {
            method: "DELETE",
            headers: { cookie: c.cookie },
          })
        ).status,
      }))(),
      c.get("/admin/users"),
      c.patch(`/admin/users/${user.id}/block`, { isBlocked: true }),
    ];
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
  });

  test("create runs every reference solution through the judge; a failing one is refused, naming language and test", async () => {
    const a = await admin();
    const bad = reverseProblem(`Broken ${crypto.randomUUID().slice(0, 6)}`);
    bad.referenceSolutions.PYTHON = "print(input())"; // forgets to reverse
    const refused = await a.c.post("/problems/create-problem", bad);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/^Python reference solution failed on test case 1 \(Wrong Answer\)/);
    const titles = (await a.c.get("/problems/get-all-problems")).json.problems.map(
      (p: { title: string }) => p.title,
    );
    expect(titles).not.toContain(bad.title);

    const good = reverseProblem(`Reverse ${crypto.randomUUID().slice(0, 6)}`);
    await a.c.get("/problems/get-all-problems"); // warm the list cache, so the create must invalidate it
    const created = await a.c.post("/problems/create-problem", good);
    expect(created.status).toBe(201);
    expect(
      (await a.c.get("/problems/get-all-problems")).json.problems.map((p: { title: string }) => p.title),
    ).toContain(good.title);
    const id = created.json.problem.id;
    const view = (await a.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(view.isPublic).toBe(true); // the spec's form sends no isPublic
    expect(view.testcases).toEqual([
      { input: "abc\n", output: "cba", hidden: false, pretest: false, interaction: "" },
      { input: "racecar\n", output: "racecar", hidden: true, pretest: false, interaction: "" },
    ]);

    const updated = await t.app.request(`/api/v1/problems/update-problem/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: a.c.cookie },
      body: JSON.stringify({ ...good, title: `${good.title} II`, examples: {} }),
    });
    expect(updated.status).toBe(200);
    expect((await a.c.get(`/problems/get-problem/${id}`)).json.problem.title).toBe(`${good.title} II`);
    // The list is cached per instance; an edit must show at once.
    const listed = (await a.c.get("/problems/get-all-problems")).json.problems.map(
      (p: { title: string }) => p.title,
    );
    expect(listed).toContain(`${good.title} II`);
    expect(listed).not.toContain(good.title);

    const del = await t.app.request(`/api/v1/problems/delete-problem/${id}`, {
      method: "DELETE",
      headers: { cookie: a.c.cookie },
    });
    expect(del.status).toBe(200);
    expect((await a.c.get(`/problems/get-problem/${id}`)).status).toBe(404);
  }, 120_000);

  test("an optional language comes whole, its reference is judged too, and the problem then offers it", async () => {
    const a = await admin();
    const half = reverseProblem(`Half TS ${crypto.randomUUID().slice(0, 6)}`);
    half.codeSnippets.TYPESCRIPT = "// your code";
    const refused = await a.c.post("/problems/create-problem", half);
    expect([refused.status, refused.json.error]).toEqual([400, "TypeScript solution is required"]);

    const wrong = reverseProblem(`Wrong TS ${crypto.randomUUID().slice(0, 6)}`);
    wrong.codeSnippets.TYPESCRIPT = "// your code";
    wrong.referenceSolutions.TYPESCRIPT =
      'import { readFileSync } from "node:fs";\nconsole.log(readFileSync(0, "utf8").trim());';
    const failed = await a.c.post("/problems/create-problem", wrong);
    expect(failed.status).toBe(400);
    expect(failed.json.error).toMatch(
      /^TypeScript reference solution failed on test case 1 \(Wrong Answer\)/,
    );

    const whole = reverseProblem(`Whole TS ${crypto.randomUUID().slice(0, 6)}`);
    whole.codeSnippets.TYPESCRIPT = "// your code";
    whole.referenceSolutions.TYPESCRIPT =
      'import { readFileSync } from "node:fs";\nconst s: string = readFileSync(0, "utf8").trim();\nconsole.log([...s].reverse().join(""));';
    const created = await a.c.post("/problems/create-problem", whole);
    expect(created.status).toBe(201);
    const learner = await signUp(t.app);
    const view = (await learner.c.get(`/problems/get-problem/${created.json.problem.id}`)).json.problem;
    expect(Object.keys(view.codeSnippets)).toEqual(["JAVASCRIPT", "PYTHON", "JAVA", "TYPESCRIPT"]);
  }, 120_000);

  test("isPublic: false on create hides the problem from learners; an update without it keeps it hidden", async () => {
    const a = await admin();
    const learner = await signUp(t.app);
    const body = reverseProblem(`Hidden ${crypto.randomUUID().slice(0, 6)}`);
    await learner.c.get("/problems/get-all-problems"); // warm the list cache: the create must invalidate it
    const created = await a.c.post("/problems/create-problem", { ...body, isPublic: false });
    expect(created.status).toBe(201);
    const id = created.json.problem.id as string;
    const put = async (patch: object) =>
      (
        await t.app.request(`/api/v1/problems/update-problem/${id}`, {
          method: "PUT",
          headers: { "content-type": "application/json", cookie: a.c.cookie },
          body: JSON.stringify({ ...body, ...patch }),
        })
      ).status;
    const state = async () => {
      const adminItem = (await a.c.get("/problems/get-all-problems")).json.problems.find(
        (p: { id: string }) => p.id === id,
      );
      const learnerList = await learner.c.get("/problems/get-all-problems");
      return {
        admin: adminItem?.isPublic,
        adminDetail: (await a.c.get(`/problems/get-problem/${id}`)).json.problem.isPublic,
        learnerListed: learnerList.text.includes(id),
        learnerOpens: (await learner.c.get(`/problems/get-problem/${id}`)).status,
      };
    };
    const hidden = { admin: false, adminDetail: false, learnerListed: false, learnerOpens: 404 };
    expect(await state()).toEqual(hidden);
    expect(await put({ title: `${body.title} II` })).toBe(200);
    expect(await state()).toEqual(hidden);
    expect(await put({ isPublic: true })).toBe(200);
    expect(await state()).toEqual({ admin: true, adminDetail: true, learnerListed: true, learnerOpens: 200 });
    expect(await put({ isPublic: false })).toBe(200);
    expect(await state()).toEqual(hidden);
    const del = await t.app.request(`/api/v1/problems/delete-problem/${id}`, {
      method: "DELETE",
      headers: { cookie: a.c.cookie },
    });
    expect(del.status).toBe(200);
  }, 240_000);

  test("the spec's validation messages on create", async () => {
    const a = await admin();
    const base = reverseProblem("Valid title");
    const msg = async (patch: object) =>
      (await a.c.post("/problems/create-problem", { ...base, ...patch })).json.error;
    expect(await msg({ title: "ab" })).toBe("Title must be at least 3 characters");
    expect(await msg({ description: "short" })).toBe("Description must be at least 10 characters");
    expect(await msg({ tags: [""] })).toBe("At least one tag is required");
    expect(await msg({ constraints: "" })).toBe("Constraints are required");
    expect(await msg({ testcases: [] })).toBe("At least one test case is required");
    expect(await msg({ referenceSolutions: { ...base.referenceSolutions, PYTHON: "" } })).toBe(
      "Python solution is required",
    );
  });

  test("Demo problems cannot be deleted", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const a = await admin();
    const res = await t.app.request(`/api/v1/problems/delete-problem/${problem.id}`, {
      method: "DELETE",
      headers: { cookie: a.c.cookie },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Demo problems can’t be deleted.", code: "FORBIDDEN" });
  });
});
