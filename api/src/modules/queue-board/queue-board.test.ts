import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, makeAdmin, signUp } from "../../test/harness.ts";
import { QUEUE_BOARD_PATH } from "./queue-board.routes.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const { c, user } = await signUp(t.app);
  await makeAdmin(t.ctx, user.id);
  adminCookie = c.cookie;
});
afterAll(() => t.close());

const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} });

describe("Bull Board", () => {
  test("401 JSON without a session, 403 JSON for a user, on the page, its assets and its API", async () => {
    const { c } = await signUp(t.app);
    for (const path of [QUEUE_BOARD_PATH, `${QUEUE_BOARD_PATH}/api/queues`]) {
      const anon = await get(path);
      expect(anon.status).toBe(401);
      expect(((await anon.json()) as { code: string }).code).toBe("UNAUTHENTICATED");
      const user = await get(path, c.cookie);
      expect(user.status).toBe(403);
      expect(((await user.json()) as { code: string }).code).toBe("FORBIDDEN");
    }
  });

  test("admins get the page, which loads only same-origin assets, and every asset it names is served", async () => {
    const res = await get(QUEUE_BOARD_PATH, adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toStartWith("text/html");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain(`<base href="${QUEUE_BOARD_PATH}/"`);
    expect(html).not.toMatch(/(href|src)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:href|src)="(static\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    for (const asset of assets) {
      const file = await get(`${QUEUE_BOARD_PATH}/${asset}`, adminCookie);
      expect(`${asset} ${file.status}`).toBe(`${asset} 200`);
      await file.arrayBuffer();
    }
  });

  test("its API lists the judge and contest queues", async () => {
    const res = await get(`${QUEUE_BOARD_PATH}/api/queues`, adminCookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { queues: { name: string }[] };
    expect(body.queues.map((q) => q.name).sort()).toEqual([t.ctx.contestQueue.name, t.ctx.queue.name].sort());
  });
});
