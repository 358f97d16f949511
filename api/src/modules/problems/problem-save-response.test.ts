import { afterAll, beforeAll, expect, test } from "bun:test";
import { CPU_TIME_LIMIT_MESSAGE, type CreateProblemBody, MEMORY_LIMIT_MESSAGE } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { createTestApp, makeAdmin, signUp, spawnWorker } from "../../test/harness.ts";

// Issue 22: the admin form opens the saved problem, so both save answers must name it; the limits it sets are stored.
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess;
beforeAll(async () => {
  t = await createTestApp();
  worker = spawnWorker(t.env);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

const echo = 'console.log(require("fs").readFileSync(0, "utf8").trim());';
const body = (title: string): Omit<CreateProblemBody, "isPublic"> => {
  const example = { input: "hi", output: "hi" };
  return {
    title,
    description: "Print the line you read.",
    difficulty: "EASY",
    tags: ["Echo"],
    companies: [],
    constraints: "1 <= |s| <= 10",
    testcases: [{ input: "hi\n", output: "hi", hidden: false }],
    examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
    codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
    referenceSolutions: {
      JAVASCRIPT: echo,
      PYTHON: "print(input())",
      JAVA: "import java.util.*;\npublic class Main { public static void main(String[] a) { System.out.println(new Scanner(System.in).nextLine()); } }",
    },
    cpuTimeLimitMs: 1500,
    memoryLimitKb: 128 * 1024,
  };
};

test("create and update answer with the problem's id; the limits set are the ones stored", async () => {
  const a = await signUp(t.app);
  await makeAdmin(t.ctx, a.user.id);
  const problem = body(`Echo ${crypto.randomUUID().slice(0, 6)}`);

  const created = await a.c.post("/problems/create-problem", problem);
  expect(created.status).toBe(201);
  expect(created.json.message).toBe("Problem created successfully");
  const id = created.json.problem.id as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const stored = async () => (await a.c.get(`/problems/get-problem/${id}`)).json.problem;
  expect((await stored()).title).toBe(problem.title);
  expect([(await stored()).cpuTimeLimitMs, (await stored()).memoryLimitKb]).toEqual([1500, 131072]);

  const updated = await a.c.put(`/problems/update-problem/${id}`, {
    ...problem,
    title: `${problem.title} II`,
    cpuTimeLimitMs: 3000,
    memoryLimitKb: 64 * 1024,
  });
  expect(updated.status).toBe(200);
  expect(updated.json).toEqual({ message: "Problem updated successfully", problem: { id } });
  const after = await stored();
  expect([after.title, after.cpuTimeLimitMs, after.memoryLimitKb]).toEqual([
    `${problem.title} II`,
    3000,
    65536,
  ]);

  // Out of the shared bounds: refused with the message the form shows.
  const refused = async (patch: object) =>
    (await a.c.post("/problems/create-problem", { ...problem, ...patch })).json;
  expect(await refused({ cpuTimeLimitMs: 50 })).toEqual({
    error: CPU_TIME_LIMIT_MESSAGE,
    code: "VALIDATION",
  });
  expect(await refused({ memoryLimitKb: 2 * 1024 * 1024 })).toEqual({
    error: MEMORY_LIMIT_MESSAGE,
    code: "VALIDATION",
  });

  expect(
    (
      await t.app.request(`/api/v1/problems/delete-problem/${id}`, {
        method: "DELETE",
        headers: { cookie: a.c.cookie },
      })
    ).status,
  ).toBe(200);
}, 120_000);
