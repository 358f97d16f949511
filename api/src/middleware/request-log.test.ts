import { afterAll, beforeAll, expect, test } from "bun:test";
import { createLogger } from "@grindstone/shared/logger";
import { Hono } from "hono";
import { createApp } from "../app.ts";
import { errorHandler } from "../lib/error-handler.ts";
import type { HonoEnv } from "../lib/hono-env.ts";
import { client, createTestApp, signUp } from "../test/harness.ts";
import { REQUEST_ID_HEADER, requestLog } from "./request-log.ts";

/** A logger whose JSON lines land in `lines` (the factory's destination), at debug so probe lines show too. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(
    "api",
    { LOG_LEVEL: "debug", LOG_FORMAT: "json" },
    {
      write: (s: string) => void lines.push(JSON.parse(s)),
    },
  );
  return { log, lines };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let lines: Record<string, unknown>[];
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  const captured = capturingLogger();
  lines = captured.lines;
  app = createApp({ ...t.ctx, log: captured.log });
});
afterAll(() => t.close());

const accessLine = (reqId: string) =>
  lines.find((l) => l.reqId === reqId && l.msg !== undefined && "route" in l);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test("a well-formed X-Request-Id is kept and echoed", async () => {
  const res = await app.request("/api/v1/health", { headers: { [REQUEST_ID_HEADER]: "lb-1234:abc.DEF_9" } });
  expect(res.headers.get(REQUEST_ID_HEADER)).toBe("lb-1234:abc.DEF_9");
});

test("a malformed or oversized X-Request-Id is replaced by a fresh one", async () => {
  for (const bad of ["has space", 'quote"d', "x".repeat(129), ""]) {
    const res = await app.request("/api/v1/health", { headers: { [REQUEST_ID_HEADER]: bad } });
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
  }
});

test("without one, each request gets its own id", async () => {
  const [a, b] = await Promise.all([app.request("/api/v1/health"), app.request("/api/v1/health")]);
  expect(a.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
  expect(b.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
  expect(a.headers.get(REQUEST_ID_HEADER)).not.toBe(b.headers.get(REQUEST_ID_HEADER));
});

test("JSON 404s and validation errors carry the id, and their access line names the route pattern", async () => {
  const missing = await app.request("/api/v1/no-such-thing/42", {
    headers: { [REQUEST_ID_HEADER]: "r-404" },
  });
  expect(missing.status).toBe(404);
  expect(((await missing.json()) as { code: string }).code).toBe("NOT_FOUND");
  expect(missing.headers.get(REQUEST_ID_HEADER)).toBe("r-404");
  expect(accessLine("r-404")).toMatchObject({
    route: "/api/*",
    path: "/api/v1/no-such-thing/42",
    status: 404,
  });

  const bad = await app.request("/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", [REQUEST_ID_HEADER]: "r-400" },
    body: JSON.stringify({ email: "not-an-email" }),
  });
  expect(bad.status).toBe(400);
  expect(bad.headers.get(REQUEST_ID_HEADER)).toBe("r-400");
  expect(accessLine("r-400")).toMatchObject({ route: "/api/v1/auth/login", status: 400 });
});

test("an unexpected 500 carries the id, and the error is logged with the reqId and its stack", async () => {
  const captured = capturingLogger();
  const boom = new Hono<HonoEnv>().use(requestLog(captured.log)).get("/boom/:id", () => {
    throw new Error("kaboom");
  });
  boom.onError(errorHandler);
  const res = await boom.request("/boom/1", { headers: { [REQUEST_ID_HEADER]: "r-500" } });
  expect(res.status).toBe(500);
  expect(((await res.json()) as { error: string }).error).not.toContain("kaboom");
  expect(res.headers.get(REQUEST_ID_HEADER)).toBe("r-500");
  const error = captured.lines.find((l) => l.level === "error");
  expect(error).toMatchObject({ reqId: "r-500", name: "api" });
  expect((error!.err as { stack: string }).stack).toContain("kaboom");
  expect(captured.lines.find((l) => "route" in l)).toMatchObject({ route: "/boom/:id", status: 500 });
});

test("the access line: method, route pattern, raw path, status, duration and the signed-in user", async () => {
  const { c, user } = await signUp(app);
  const id = crypto.randomUUID();
  const res = await c.get(`/problems/get-problem/${id}`);
  expect(res.status).toBe(404);
  const line = accessLine(res.headers.get(REQUEST_ID_HEADER)!);
  expect(line).toMatchObject({
    level: "info",
    method: "GET",
    route: "/api/v1/problems/get-problem/:id",
    path: `/api/v1/problems/get-problem/${id}`,
    status: 404,
    userId: user.id,
  });
  expect(typeof line?.durationMs).toBe("number");
});

test("an anonymous request has no userId; one refused by a middleware is named by that middleware's pattern", async () => {
  const res = await client(app).get(`/problems/get-problem/${crypto.randomUUID()}`);
  expect(res.status).toBe(401);
  const line = accessLine(res.headers.get(REQUEST_ID_HEADER)!);
  expect(line).toMatchObject({ route: "/api/v1/problems/*", status: 401 });
  expect(line).not.toHaveProperty("userId");
});

test("probe routes log their access line at debug, not info", async () => {
  const res = await app.request("/api/v1/health");
  expect(accessLine(res.headers.get(REQUEST_ID_HEADER)!)).toMatchObject({
    level: "debug",
    route: "/api/v1/health",
  });
});

test("CORS lets a cross-origin client read the request id", async () => {
  const origin = t.env.CORS_ORIGINS[0]!;
  const res = await app.request("/api/v1/health", { headers: { origin } });
  expect(res.headers.get("access-control-expose-headers")).toContain(REQUEST_ID_HEADER);
});
