import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApi } from "../app.ts";
import { weakSumProblem } from "../modules/challenges/challenge-fixtures.ts";
import { postMessage } from "../modules/discussions/discussions.service.ts";
import { contestWith } from "../modules/problems/hidden-problem-fixtures.ts";
import { bareProblem, client, createTestApp, makeAdmin, seededProblem, signUp } from "../test/harness.ts";
import { API_BASE, toOpenApiPath } from "./document.ts";
import { type OpenApiDoc, openApiChecker } from "./openapi-validator.ts";
import { ROUTES } from "./route-registry.ts";

// JUDGE_WAIT_MS 0: Run and Submit answer 202 with the pending submission at once (no worker needed to check shapes).
let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: OpenApiDoc & { openapi: string; info: { title: string }; components: Record<string, unknown> };
let checker: ReturnType<typeof openApiChecker>;
const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  t = await createTestApp({ JUDGE_WAIT_MS: "0" });
  // The document as a client gets it: over HTTP, not the object in memory.
  const res = await t.app.request(`${API_BASE}/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as typeof doc;
  checker = openApiChecker(doc, API_BASE);
});
afterAll(async () => {
  for (const c of cleanup) await c();
  await t.close();
});

const operationKey = (method: string, template: string) => `${method.toUpperCase()} ${template}`;

describe("the document", () => {
  test("names the API, its server and the cookie session", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Grindstone");
    expect(doc).toMatchObject({
      servers: [{ url: API_BASE }],
      components: { securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie" } } },
    });
  });

  test("documents every route of AppType, and no route the app does not have", () => {
    const inApp = new Set(
      createApi(t.ctx)
        .routes.filter((r) => r.method !== "ALL")
        .map((r) => {
          const path = r.path.slice(API_BASE.length).replace(/\/$/, "") || "/";
          return operationKey(r.method, toOpenApiPath(path));
        }),
    );
    const inDoc = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => operationKey(m, path))),
    );
    expect([...inApp].filter((k) => !inDoc.has(k))).toEqual([]);
    expect([...inDoc].filter((k) => !inApp.has(k))).toEqual([]);
    expect(inApp.size).toBeGreaterThan(40);
  });

  test("every operation has its path parameters, the error shape and a success body", () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      for (const [method, op] of Object.entries(ops) as [string, Record<string, unknown>][]) {
        const params = ((op.parameters ?? []) as { in: string; name: string }[]).filter(
          (p) => p.in === "path",
        );
        expect([method, path, params.map((p) => p.name)]).toEqual([method, path, names]);
        const responses = op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>;
        expect(responses.default?.content?.["application/json"]?.schema).toEqual({
          $ref: "#/components/schemas/Error",
        });
        const ok = Object.keys(responses).find((s) => s.startsWith("2"));
        expect(ok && Object.values(responses[ok]?.content ?? {})[0]?.schema).toBeTruthy();
      }
    }
  });
});

const echo = 'console.log(require("fs").readFileSync(0, "utf8").trim());';
const problemBody = {
  title: "Echo",
  description: "Print the line you read.",
  difficulty: "EASY",
  tags: ["Echo"],
  companies: [],
  constraints: "1 <= |s| <= 10",
  testcases: [{ input: "hi\n", output: "hi", hidden: false }],
  examples: {
    JAVASCRIPT: { input: "hi", output: "hi" },
    PYTHON: { input: "hi", output: "hi" },
    JAVA: { input: "hi", output: "hi" },
  },
  codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
  referenceSolutions: {
    JAVASCRIPT: echo,
    PYTHON: "print(input())",
    JAVA: "import java.util.*;\npublic class Main { public static void main(String[] a) { System.out.println(new Scanner(System.in).nextLine()); } }",
  },
  cpuTimeLimitMs: 1500,
  memoryLimitKb: 128 * 1024,
};

/**
 * The bodies the API's own tests send (problem-save-response.test.ts for problems, which needs a judge; the others
 * are sent for real below as well). Each must validate against the document, and a wrong one must not.
 */
const REQUEST_BODIES: Record<string, unknown> = {
  "POST /auth/register": { name: "Test User", email: "a@test.grindstone.dev", password: "secret123" },
  "POST /auth/login": { email: "a@test.grindstone.dev", password: "secret123" },
  "POST /auth/forgot-password": { email: "a@test.grindstone.dev" },
  "POST /auth/reset-password": { token: "x".repeat(43), password: "newsecret1" },
  "PATCH /admin/users/{id}/block": { isBlocked: true },
  "PATCH /contests/admin/{id}/rated": { rated: false },
  "POST /execute-code": {
    source_code: "print(input())",
    language_id: 71,
    stdin: ["1"],
    expected_outputs: ["1"],
    problemId: crypto.randomUUID(),
  },
  "POST /execute-code/submit": { source_code: "print(1)", language_id: 71, problemId: crypto.randomUUID() },
  "POST /problems/create-problem": problemBody,
  "PUT /problems/update-problem/{id}": { ...problemBody, title: "Echo II", cpuTimeLimitMs: 3000 },
  "POST /problems/import": { url: "http://127.0.0.1:9/openapi.zip", verify: false },
  "PATCH /problems/{id}/visibility": { isPublic: true },
  "POST /problems/{id}/hints/next": { index: 0 },
  "POST /problems/{id}/editorial/open": { confirm: true },
  "POST /problems/{id}/challenges": { input: "1 2\n" },
  "POST /admin/challenges/{id}/reject": { message: "Not a new case" },
  "POST /playlist/create-playlist": { name: "Mine", description: "d", isPublic: false },
  "POST /playlist/{id}/add-problem": { problemIds: [crypto.randomUUID()] },
  "POST /playlist/{id}/remove-problems": { problemIds: [crypto.randomUUID()] },
  "POST /contests/admin/add": {
    title: "Weekly",
    description: "A contest.",
    difficulty: "EASY",
    startTime: "2030-01-01T10:00:00.000Z",
    endTime: "2030-01-01T11:30:00.000Z",
    problemIds: [crypto.randomUUID()],
  },
  "PUT /contests/admin/{id}": {
    title: "Weekly II",
    description: "A contest.",
    difficulty: "MEDIUM",
    startTime: "2030-01-01T10:00:00.000Z",
    endTime: "2030-01-01T12:00:00.000Z",
    problemIds: [crypto.randomUUID()],
    penaltyMinutes: 10,
    freezeMinutes: 30,
  },
  "POST /contests/{id}/submit": { problemId: crypto.randomUUID(), submissionId: crypto.randomUUID() },
  "POST /contests/{id}/clarifications": { problemId: crypto.randomUUID(), text: "Is n at least 1?" },
  "POST /contests/{id}/clarifications/announce": { text: "Problem A: n ≥ 1." },
  "POST /contests/{id}/clarifications/{clarId}/answer": { text: "Yes.", public: true },
  "POST /contests/{id}/disqualify": { userId: crypto.randomUUID() },
};

describe("request bodies", () => {
  test("a real body of every route that takes one validates against the document; a wrong one does not", () => {
    const withBody = ROUTES.filter((r) => r.body).map((r) => operationKey(r.method, toOpenApiPath(r.path)));
    expect(Object.keys(REQUEST_BODIES).sort()).toEqual(withBody.sort());
    for (const [key, body] of Object.entries(REQUEST_BODIES)) {
      const [method, template] = key.split(" ") as [string, string];
      expect(checker.request(method, template, body)).toBeNull();
      expect(checker.request(method, template, { ...(body as object), unexpected: 1 })).toBeNull();
      expect(checker.request(method, template, [])).not.toBeNull();
    }
  });
});

/**
 * A client that checks every exchange against the document: the request body before sending, the response body
 * (whatever its status: a success against the success schema, an error against `{ error, code }`) after.
 */
const exercised = new Set<string>();
function checked(c: ReturnType<typeof client>) {
  const call =
    (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") => async (path: string, body?: unknown) => {
      const template = checker.templateOf(method, `${API_BASE}${path}`);
      expect(template, `${method} ${path} is documented`).toBeDefined();
      if (body !== undefined && doc.paths[template!]?.[method.toLowerCase()]?.requestBody)
        expect(checker.request(method, template!, body)).toBeNull();
      const res =
        method === "GET"
          ? await c.get(path)
          : method === "DELETE"
            ? await c.delete(path)
            : await c[method.toLowerCase() as "post" | "put" | "patch"](path, body);
      expect(checker.response(method, template!, res.status, res.json)).toBeNull();
      exercised.add(operationKey(method, template!));
      return res;
    };
  return {
    get: call("GET"),
    post: call("POST"),
    put: call("PUT"),
    patch: call("PATCH"),
    delete: call("DELETE"),
  };
}

describe("real responses validate against the document", () => {
  test("public: health, stats, public playlists, the document itself, auth errors", async () => {
    const anon = checked(client(t.app));
    for (const path of ["/health", "/health/live", "/health/ready", "/stats/public", "/playlist/public"])
      expect((await anon.get(path)).status).toBe(200);
    expect((await anon.get("/stats/topics/Array")).status).toBe(200);
    expect((await anon.get("/openapi.json")).status).toBe(200);
    expect((await anon.get("/auth/check")).status).toBe(401);
    expect(
      (await anon.post("/auth/login", { email: "nobody@test.grindstone.dev", password: "secret123" })).status,
    ).toBe(401);
    expect(
      (await anon.post("/auth/reset-password", { token: "x".repeat(43), password: "newsecret1" })).status,
    ).toBe(400);
    expect((await anon.post("/auth/forgot-password", { email: "nobody@test.grindstone.dev" })).status).toBe(
      200,
    );
  });

  test("auth, admin, problems, practice, execute and submissions", async () => {
    const twoSum = await seededProblem(t.ctx, "two-sum");
    const email = `openapi-${crypto.randomUUID().slice(0, 8)}@test.grindstone.dev`;
    const raw = client(t.app);
    const me = checked(raw);
    const registered = await me.post("/auth/register", { name: "Doc Reader", email, password: "secret123" });
    expect(registered.status).toBe(201);
    expect((await me.post("/auth/logout")).status).toBe(200);
    expect((await me.post("/auth/login", { email, password: "secret123" })).status).toBe(200);
    expect((await me.get("/auth/check")).status).toBe(200);

    expect((await me.get("/problems/get-all-problems")).status).toBe(200);
    expect((await me.get("/problems/get-solved-problems")).status).toBe(200);
    expect((await me.get("/problems/suggestions?limit=3")).status).toBe(200);
    expect((await me.get(`/problems/suggestions?after=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await me.get(`/problems/get-problem/${twoSum.id}`)).status).toBe(200);
    // Two Sum's hints and editorial (hints.test.ts covers their rules).
    expect((await me.get(`/problems/${twoSum.id}/hints`)).status).toBe(200);
    expect((await me.post(`/problems/${twoSum.id}/hints/next`, { index: 1 })).status).toBe(409);
    expect((await me.post(`/problems/${twoSum.id}/hints/next`, { index: 0 })).status).toBe(200);
    expect((await me.post(`/problems/${twoSum.id}/editorial/open`, { confirm: false })).status).toBe(409);
    expect((await me.post(`/problems/${twoSum.id}/editorial/open`, { confirm: true })).status).toBe(200);
    // A problem of ours has no assets: the documented 404 (problem-assets.test.ts serves real ones).
    expect((await me.get(`/problems/${twoSum.id}/assets/figure.png`)).status).toBe(404);
    expect((await me.get("/streak")).status).toBe(200);
    expect((await me.get("/leaderboard/today")).status).toBe(200);
    expect((await me.get("/admin/users")).status).toBe(403);
    expect((await me.get(`/problems/${twoSum.id}/export`)).status).toBe(403);

    const run = await me.post("/execute-code", {
      source_code: "print(input())",
      language_id: 71,
      stdin: ["1"],
      expected_outputs: ["1"],
      problemId: twoSum.id,
    });
    expect(run.status).toBe(202);
    const submit = await me.post("/execute-code/submit", {
      source_code: "print(1)",
      language_id: 71,
      problemId: twoSum.id,
    });
    expect(submit.status).toBe(202);
    expect((await me.get(`/submission/${submit.json.submission.id}`)).status).toBe(200);
    expect((await me.get(`/submission/${submit.json.submission.id}/performance`)).status).toBe(200);
    expect((await me.get(`/submission/${run.json.submission.id}`)).status).toBe(200);
    expect((await me.get("/submission/get-all-submissions")).status).toBe(200);
    expect((await me.get(`/submission/get-submissions/${twoSum.id}`)).status).toBe(200);
    expect((await me.get(`/submission/get-submissions-count/${twoSum.id}`)).status).toBe(200);

    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const a = checked(admin.c);
    expect((await a.get("/admin/users")).status).toBe(200);
    expect((await a.patch(`/admin/users/${registered.json.user.id}/block`, { isBlocked: true })).status).toBe(
      200,
    );
    expect(
      (await a.patch(`/admin/users/${registered.json.user.id}/block`, { isBlocked: false })).status,
    ).toBe(200);
    // A body the document refuses is refused by the API too, with the documented error shape.
    const tooFast = { ...problemBody, cpuTimeLimitMs: 1 };
    expect(checker.request("POST", "/problems/create-problem", tooFast)).not.toBeNull();
    const refused = await admin.c.post("/problems/create-problem", tooFast);
    expect(refused.status).toBe(400);
    expect(checker.response("POST", "/problems/create-problem", 400, refused.json)).toBeNull();
    expect((await a.put(`/problems/update-problem/${crypto.randomUUID()}`, problemBody)).status).toBe(404);
    expect((await a.delete(`/problems/delete-problem/${crypto.randomUUID()}`)).status).toBe(404);
    // No worker here: the import stays running (a later worker finds the URL does not answer).
    const started = await a.post("/problems/import", {
      url: "http://127.0.0.1:9/openapi.zip",
      verify: false,
    });
    expect(started.status).toBe(202);
    expect((await a.get(`/problems/import/${started.json.importId}`)).json.status).toBe("running");
    expect((await a.get("/problems/import")).status).toBe(200);
    expect((await a.patch(`/problems/${twoSum.id}/visibility`, { isPublic: true })).status).toBe(200);
  });

  test("playlists", async () => {
    const twoSum = await seededProblem(t.ctx, "two-sum");
    const owner = checked((await signUp(t.app)).c);
    const created = await owner.post("/playlist/create-playlist", {
      name: "Mine",
      description: "d",
      isPublic: true,
    });
    expect(created.status).toBe(201);
    const id = created.json.playList.id;
    expect((await owner.post(`/playlist/${id}/add-problem`, { problemIds: [twoSum.id] })).status).toBe(200);
    expect((await owner.get("/playlist")).status).toBe(200);
    expect((await checked(client(t.app)).get(`/playlist/${id}`)).status).toBe(200);
    expect((await owner.get("/playlist/public")).status).toBe(200);
    expect((await owner.post(`/playlist/${id}/remove-problems`, { problemIds: [twoSum.id] })).status).toBe(
      200,
    );
    expect((await owner.delete(`/playlist/${id}`)).status).toBe(200);
  });

  test("discussions", async () => {
    const problem = await bareProblem(t.ctx, "OpenAPI discussion");
    cleanup.push(problem.remove);
    const author = await signUp(t.app);
    const reader = checked((await signUp(t.app)).c);
    const posted = await postMessage(
      t.ctx,
      { id: author.user.id, role: "USER" },
      { problemId: problem.id, message: "Try a hash map" },
    );
    expect((await reader.get(`/discussions/${problem.id}?limit=10`)).status).toBe(200);
    expect((await reader.post(`/discussions/${posted.id}/upvote`)).status).toBe(200);
    expect((await reader.post(`/discussions/${posted.id}/downvote`)).status).toBe(200);
    expect((await reader.delete(`/discussions/${posted.id}`)).status).toBe(403);
    expect((await checked(author.c).delete(`/discussions/${posted.id}`)).status).toBe(200);
  });

  test("contests", async () => {
    const problem = await bareProblem(t.ctx, "OpenAPI contest");
    cleanup.push(problem.remove);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const a = checked(admin.c);
    const start = Date.now() + 3600_000;
    const body = {
      title: "OpenAPI contest",
      description: "A contest of the OpenAPI test.",
      difficulty: "EASY",
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 90 * 60_000).toISOString(),
      problemIds: [problem.id],
    };
    const created = await a.post("/contests/admin/add", body);
    expect(created.status).toBe(201);
    const id = created.json.contest.id;
    expect((await a.put(`/contests/admin/${id}`, { ...body, title: "OpenAPI contest II" })).status).toBe(200);
    expect((await a.get(`/contests/${id}/problems/${problem.id}`)).status).toBe(200);
    expect((await a.get(`/contests/${id}/${problem.id}/submission`)).status).toBe(200);

    const learner = await signUp(t.app);
    const u = checked(learner.c);
    expect((await u.get("/contests")).status).toBe(200);
    expect((await u.post(`/contests/${id}/register`)).status).toBe(200);
    expect((await u.delete(`/contests/${id}/register`)).status).toBe(200);
    expect((await u.post(`/contests/${id}/register`)).status).toBe(200);
    expect((await u.get(`/contests/${id}`)).status).toBe(200);
    expect((await u.get(`/contests/${id}/scoreboard?page=1&size=10`)).status).toBe(200);
    expect((await u.get(`/contests/${id}/icpc/scoreboard`)).status).toBe(200);
    expect((await u.get(`/contests/${id}/ratings`)).status).toBe(409);
    expect((await u.get(`/contests/${id}/icpc/event-feed`)).status).toBe(403);
    expect((await a.patch(`/contests/admin/${id}/rated`, { rated: false })).status).toBe(200);
    expect((await u.get(`/users/${admin.user.id}/rating`)).status).toBe(200);
    expect((await u.get(`/users/${learner.user.id}/analytics`)).status).toBe(200);
    expect((await u.get(`/users/${crypto.randomUUID()}/analytics`)).status).toBe(404);
    expect((await u.get(`/contests/${id}/summary-stats`)).status).toBe(200);
    expect((await u.get(`/contests/${id}/solved`)).status).toBe(200);
    expect((await u.get(`/contests/${id}/plagiarism`)).status).toBe(403);
    expect((await a.get(`/contests/${id}/plagiarism`)).status).toBe(200);
    expect((await a.post(`/contests/${id}/plagiarism`)).status).toBe(409);
    expect((await a.get(`/contests/${id}/plagiarism/pairs/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await a.post(`/contests/${id}/disqualify`, { userId: learner.user.id })).status).toBe(200);
    expect((await a.delete(`/contests/${id}/disqualify/${learner.user.id}`)).status).toBe(200);
    const notLive = await u.post(`/contests/${id}/submit`, {
      problemId: problem.id,
      submissionId: crypto.randomUUID(),
    });
    expect(notLive.status).toBeGreaterThanOrEqual(400);
    expect((await a.delete(`/contests/admin/${id}`)).status).toBe(200);
  });

  test("contest clarifications", async () => {
    const problem = await bareProblem(t.ctx, "OpenAPI clarification");
    cleanup.push(problem.remove);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const a = checked(admin.c);
    const start = Date.now() - 60_000; // LIVE now
    const created = await a.post("/contests/admin/add", {
      title: "OpenAPI clarifications",
      description: "A live contest of the OpenAPI test.",
      difficulty: "EASY",
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 90 * 60_000).toISOString(),
      problemIds: [problem.id],
    });
    const id = created.json.contest.id;
    const u = checked((await signUp(t.app)).c);
    expect((await u.post(`/contests/${id}/clarifications`, { text: "Early?" })).status).toBe(403);
    expect((await u.post(`/contests/${id}/register`)).status).toBe(200);
    const asked = await u.post(`/contests/${id}/clarifications`, {
      problemId: problem.id,
      text: "Is n ≥ 1?",
    });
    expect(asked.status).toBe(201);
    const answer = `/contests/${id}/clarifications/${asked.json.clarification.id}/answer`;
    expect((await u.post(answer, { text: "Yes.", public: true })).status).toBe(403);
    expect((await a.post(answer, { text: "Yes.", public: true })).status).toBe(201);
    expect((await a.post(`/contests/${id}/clarifications/announce`, { text: "Hello" })).status).toBe(201);
    expect((await u.get(`/contests/${id}/clarifications`)).json.clarifications).toHaveLength(3);
    expect(
      (await a.get(`/contests/${id}/clarifications?since=${new Date(start).toISOString()}`)).status,
    ).toBe(200);
  });

  test("challenges (no worker here: a challenge stays VALIDATING)", async () => {
    const weak = await weakSumProblem(t.ctx);
    cleanup.push(weak.remove);
    const bare = await bareProblem(t.ctx, "OpenAPI challenge");
    cleanup.push(bare.remove);
    const u = checked((await signUp(t.app)).c);
    expect((await u.post(`/problems/${bare.id}/challenges`, { input: "1 2\n" })).status).toBe(409);
    const made = await u.post(`/problems/${weak.id}/challenges`, { input: "1 2\n" });
    expect(made.status).toBe(202);
    expect((await u.get(`/problems/${weak.id}/challenges/mine`)).status).toBe(200);
    expect((await u.get(`/challenges/${made.json.challenge.id}`)).status).toBe(200);
    expect((await u.get("/challenges/later-failures")).status).toBe(200);
    expect((await u.post("/challenges/later-failures/seen")).status).toBe(200);
    expect((await u.get("/admin/challenges")).status).toBe(403);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const a = checked(admin.c);
    expect((await a.get("/admin/challenges?status=VALIDATING")).status).toBe(200);
    expect((await a.post(`/admin/challenges/${made.json.challenge.id}/approve`)).status).toBe(409);
    expect((await a.post(`/admin/challenges/${crypto.randomUUID()}/reject`, { message: "No" })).status).toBe(
      404,
    );
  });

  test("virtual runs and upsolving on an ended contest", async () => {
    const problem = await bareProblem(t.ctx, "OpenAPI virtual");
    cleanup.push(problem.remove);
    const now = Date.now();
    const { id } = await contestWith(t.ctx, {
      problemIds: [problem.id],
      start: new Date(now - 2 * 3600_000),
      end: new Date(now - 3600_000),
    });
    const u = checked((await signUp(t.app)).c);
    expect((await u.get(`/contests/${id}/virtual`)).status).toBe(200);
    expect((await u.post(`/contests/${id}/virtual`)).status).toBe(201);
    expect((await u.get(`/contests/${id}/virtual`)).status).toBe(200);
    expect((await u.get(`/contests/${id}/scoreboard?view=virtual`)).status).toBe(200);
  });

  test("every module (tag) had at least one real exchange checked, and most routes did", () => {
    const byTag = new Map(ROUTES.map((r) => [operationKey(r.method, toOpenApiPath(r.path)), r.tag]));
    const tags = new Set(ROUTES.map((r) => r.tag));
    const hit = new Set([...exercised].map((k) => byTag.get(k)));
    expect([...tags].filter((tag) => !hit.has(tag))).toEqual([]);
    const missed = [...byTag.keys()].filter((k) => !exercised.has(k));
    // Creating a problem needs a judge (its reference solutions are run): its body is checked above.
    expect(missed).toEqual(["POST /problems/create-problem"]);
  });
});
