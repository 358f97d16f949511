import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importUploadChunks, problemImports } from "@grindstone/db";
import type { ImportView } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { eq } from "drizzle-orm";
import { createTestApp, makeAdmin, signUp, spawnWorker } from "../../test/harness.ts";

// Issue 25 item 1: POST /problems/import (multipart, an archive body, or JSON { url }) → 202 { importId }, the
// worker's job imports and verifies, GET /problems/import/{id} reports; through the real API, queue, worker, sandbox.
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess;
let admin: Awaited<ReturnType<typeof signUp>>;
let learner: Awaited<ReturnType<typeof signUp>>;
let scratch: string;
const FIXTURES = join(import.meta.dir, "../../../../fixtures/problem-packages");

/** A zip of fixture packages (paths below fixtures/problem-packages), made by Python's zipfile as any user's zip. */
function zipOf(name: string, packages: string[]): string {
  const out = join(scratch, name);
  const script = `import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for pkg in sys.argv[3:]:
        for root, _, files in os.walk(os.path.join(sys.argv[2], pkg)):
            for f in files:
                full = os.path.join(root, f)
                z.write(full, os.path.relpath(full, sys.argv[2]))`;
  const made = Bun.spawnSync(["python3", "-c", script, out, FIXTURES, ...packages]);
  if (made.exitCode !== 0) throw new Error(made.stderr.toString());
  return out;
}

async function upload(c: typeof admin.c, file: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([readFileSync(file)], file.split("/").pop()!));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await t.app.request("/api/v1/problems/import", {
    method: "POST",
    body: form,
    headers: { cookie: c.cookie, "x-forwarded-for": "10.9.9.9" },
  });
  return {
    status: res.status,
    json: (await res.json()) as { importId?: string; error?: string; code?: string },
  };
}

async function finished(importId: string, timeoutMs = 240_000): Promise<ImportView> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await admin.c.get(`/problems/import/${importId}`);
    expect(res.status).toBe(200);
    if (res.json.status !== "running") return res.json as ImportView;
    if (Date.now() > until) throw new Error(`import still running: ${JSON.stringify(res.json)}`);
    await Bun.sleep(300);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  worker = spawnWorker(t.env);
  admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  learner = await signUp(t.app);
  scratch = mkdtempSync(join(tmpdir(), "gs-import-api-"));
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

describe("POST /problems/import", () => {
  test("an uploaded zip of packages is imported and verified by the worker, reported, and published from the report", async () => {
    const zip = zipOf("two.zip", ["problemtools/hello", "codejam/closest_pick"]);
    const res = await upload(admin.c, zip);
    expect(res.status).toBe(202);
    const view = await finished(res.json.importId!);
    expect(view).toMatchObject({ status: "done", source: "two.zip", verify: true, error: "" });
    expect(view.progress).toEqual({ done: 2, total: 2 });
    expect(view.problems.map((p) => p.path)).toEqual(["codejam/closest_pick", "problemtools/hello"]);
    const hello = view.problems.find((p) => p.path === "problemtools/hello")!;
    expect(["created", "updated"]).toContain(hello.status);
    expect(hello.verified).toBe("passed");
    expect(hello.verification.some((v) => v.path === "submissions/accepted/hello.py" && v.ok === true)).toBe(
      true,
    );
    // The upload's chunks are gone once the job is done.
    const left = await t.ctx.db
      .select()
      .from(importUploadChunks)
      .where(eq(importUploadChunks.importId, view.id));
    expect(left).toEqual([]);

    // Hidden until published; the Publish button's call needs no form extras.
    expect(hello.isPublic).toBe(false);
    expect((await learner.c.get(`/problems/get-problem/${hello.id}`)).status).toBe(404);
    const published = await admin.c.patch(`/problems/${hello.id}/visibility`, { isPublic: true });
    expect(published.status).toBe(200);
    expect(published.json).toEqual({ id: hello.id, isPublic: true });
    expect((await learner.c.get(`/problems/get-problem/${hello.id}`)).status).toBe(200);
    expect((await finished(view.id)).problems.find((p) => p.id === hello.id)!.isPublic).toBe(true);
    // The list of recent imports holds it.
    const list = await admin.c.get("/problems/import");
    expect(list.json.imports.some((i: ImportView) => i.id === view.id)).toBe(true);

    // Issue 27: the Code Jam package's analysis is its editorial, opened through the same path as any problem's
    // (hints.test.ts holds the rules): withheld from the hints view before a solve, then opened with a confirm.
    const pick = view.problems.find((p) => p.path === "codejam/closest_pick")!;
    expect((await admin.c.patch(`/problems/${pick.id}/visibility`, { isPublic: true })).status).toBe(200);
    const before = await learner.c.get(`/problems/${pick.id}/hints`);
    expect(before.json.editorial).toMatchObject({ available: true, opened: false, text: "" });
    expect((await learner.c.post(`/problems/${pick.id}/editorial/open`, { confirm: false })).status).toBe(
      409,
    );
    const opened = await learner.c.post(`/problems/${pick.id}/editorial/open`, { confirm: true });
    expect(opened.json.editorial).toMatchObject({ opened: true, beforeSolve: true });
    expect(opened.json.editorial.text).toContain("Test Set 2");
  }, 300_000);

  test("an archive sent as the body, unverified; a URL that does not answer is a failed line", async () => {
    const zip = zipOf("one.zip", ["problemtools/hello"]);
    const raw = await t.app.request("/api/v1/problems/import?name=one.zip&verify=false", {
      method: "POST",
      body: readFileSync(zip),
      headers: { cookie: admin.c.cookie, "content-type": "application/zip", "x-forwarded-for": "10.9.9.8" },
    });
    expect(raw.status).toBe(202);
    const view = await finished(((await raw.json()) as { importId: string }).importId);
    expect(view).toMatchObject({ status: "done", verify: false });
    expect(view.problems[0]).toMatchObject({
      path: "problemtools/hello",
      verified: "skipped",
      verification: [],
    });

    const url = await admin.c.post("/problems/import", { url: "http://127.0.0.1:9/none.zip" });
    expect(url.status).toBe(202);
    const failed = await finished(url.json.importId);
    expect(failed.status).toBe("done");
    expect(failed.problems).toHaveLength(1);
    expect(failed.problems[0]).toMatchObject({ path: "http://127.0.0.1:9/none.zip", status: "failed" });
    expect(failed.problems[0]!.errors[0]).toBeTruthy();
  }, 300_000);

  test("bad requests get a clear error and leave nothing behind", async () => {
    const before = (await t.ctx.db.select({ id: problemImports.id }).from(problemImports)).length;
    expect((await admin.c.post("/problems/import", { url: "ftp://example.com/x.zip" })).json).toMatchObject({
      code: "VALIDATION",
      error: "url must be an http(s) URL of a .zip, .kpp or .tar.gz archive",
    });
    const notArchive = join(scratch, "notes.txt");
    await Bun.write(notArchive, "hello");
    expect(await upload(admin.c, notArchive)).toMatchObject({
      status: 400,
      json: { code: "VALIDATION", error: "file must be a .zip, .kpp, .tar or .tar.gz archive" },
    });
    const empty = join(scratch, "empty.zip");
    await Bun.write(empty, "");
    expect(await upload(admin.c, empty)).toMatchObject({ status: 400, json: { error: "The file is empty" } });
    const noFile = await t.app.request("/api/v1/problems/import", {
      method: "POST",
      body: new FormData(),
      headers: { cookie: admin.c.cookie },
    });
    expect(noFile.status).toBe(400);
    expect((await admin.c.post("/problems/import", "plain", { "content-type": "text/plain" })).status).toBe(
      400,
    );
    expect((await admin.c.get(`/problems/import/${crypto.randomUUID()}`)).status).toBe(404);
    expect(
      (await admin.c.patch(`/problems/${crypto.randomUUID()}/visibility`, { isPublic: true })).status,
    ).toBe(404);
    expect((await admin.c.patch(`/problems/${crypto.randomUUID()}/visibility`, {})).json.code).toBe(
      "VALIDATION",
    );
    expect((await t.ctx.db.select({ id: problemImports.id }).from(problemImports)).length).toBe(before);
  });

  test("over the upload cap: 413, and neither the import nor any chunk is stored", async () => {
    const small = await createTestApp({ IMPORT_MAX_UPLOAD_MB: "1" });
    try {
      const big = join(scratch, "big.zip");
      await Bun.write(big, new Uint8Array(3 * 1024 * 1024));
      const res = await small.app.request("/api/v1/problems/import?name=big.zip", {
        method: "POST",
        body: readFileSync(big),
        headers: { cookie: admin.c.cookie, "content-type": "application/zip" },
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe("PAYLOAD_TOO_LARGE");
      const rows = await small.ctx.db
        .select()
        .from(problemImports)
        .where(eq(problemImports.source, "big.zip"));
      expect(rows).toEqual([]);
    } finally {
      await small.close();
    }
  });

  test("only admins import, read reports or change visibility", async () => {
    expect((await learner.c.post("/problems/import", { url: "https://example.com/a.zip" })).status).toBe(403);
    expect((await learner.c.get("/problems/import")).status).toBe(403);
    expect((await learner.c.get(`/problems/import/${crypto.randomUUID()}`)).status).toBe(403);
    expect(
      (await learner.c.patch(`/problems/${crypto.randomUUID()}/visibility`, { isPublic: true })).status,
    ).toBe(403);
  });
});
