import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { problemAssets, problems } from "@grindstone/db";
import { eq } from "drizzle-orm";
import { fileTestApp } from "../../test/file-app.ts";
import { client, makeAdmin, signUp } from "../../test/harness.ts";
import { hiddenProblem } from "./hidden-problem-fixtures.ts";

/** Issue 25: an imported statement's images, served by the API under the problem's own visibility. */
const t = fileTestApp();
const { cleanup } = t;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A problem (public or hidden) holding a PNG and an SVG, as an import stores them. */
async function problemWithAssets(isPublic: boolean) {
  const problem = await hiddenProblem(t.ctx, { isPublic, title: "Pictures" });
  cleanup.push(problem.remove);
  await t.ctx.db.insert(problemAssets).values([
    { problemId: problem.id, name: "cave.png", contentType: "image/png", data: PNG, sha256: sha256(PNG) },
    { problemId: problem.id, name: "map.svg", contentType: "image/svg+xml", data: SVG, sha256: sha256(SVG) },
  ]);
  return problem;
}

const raw = async (path: string, cookie: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/v1${path}`, { headers: { cookie, ...headers } });

describe("GET /problems/:id/assets/:name", () => {
  test("a visible problem's image: its bytes, its exact type, no sniffing, a sandbox, a long private cache, an ETag", async () => {
    const problem = await problemWithAssets(true);
    const learner = await signUp(t.app);
    const res = await raw(`/problems/${problem.id}/assets/cave.png?v=abc123`, learner.c.cookie);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toBe(`"${sha256(PNG)}"`);

    const svg = await raw(`/problems/${problem.id}/assets/map.svg`, learner.c.cookie);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("content-security-policy")).toContain("sandbox");
    expect(await svg.text()).toBe(SVG.toString());
  });

  test("If-None-Match with its ETag is a 304 without a body; another ETag gets the image", async () => {
    const problem = await problemWithAssets(true);
    const learner = await signUp(t.app);
    const path = `/problems/${problem.id}/assets/cave.png`;
    const cached = await raw(path, learner.c.cookie, { "if-none-match": `W/"x", "${sha256(PNG)}"` });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe("");
    expect(cached.headers.get("etag")).toBe(`"${sha256(PNG)}"`);
    const stale = await raw(path, learner.c.cookie, { "if-none-match": `"${sha256(SVG)}"` });
    expect(stale.status).toBe(200);
  });

  test("a hidden problem's image is as missing as the problem to a learner (even conditionally), and served to an admin", async () => {
    const problem = await problemWithAssets(false);
    const learner = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const path = `/problems/${problem.id}/assets/cave.png`;
    const refused = await learner.c.get(path);
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ error: "Problem not found", code: "NOT_FOUND" });
    expect((await raw(path, learner.c.cookie, { "if-none-match": `"${sha256(PNG)}"` })).status).toBe(404);
    const served = await raw(path, admin.c.cookie);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // Published, the learner sees it too.
    await t.ctx.db.update(problems).set({ isPublic: true }).where(eq(problems.id, problem.id));
    t.ctx.caches.problemExistence.known.clear();
    expect((await raw(path, learner.c.cookie)).status).toBe(200);
  });

  test("an unknown asset, a name no import gives, an unknown problem: 404 {error, code}; signed out: 401", async () => {
    const problem = await problemWithAssets(true);
    const learner = await signUp(t.app);
    for (const path of [
      `/problems/${problem.id}/assets/nothing.png`,
      `/problems/${problem.id}/assets/..%2Fcave.png`,
      `/problems/${problem.id}/assets/.hidden`,
      `/problems/${crypto.randomUUID()}/assets/cave.png`,
    ]) {
      const res = await learner.c.get(path);
      expect([path, res.status, res.json?.code]).toEqual([path, 404, "NOT_FOUND"]);
      expect(typeof res.json.error).toBe("string");
    }
    expect((await learner.c.get(`/problems/not-a-uuid/assets/cave.png`)).status).toBe(400);
    expect((await client(t.app).get(`/problems/${problem.id}/assets/cave.png`)).status).toBe(401);
  });
});
