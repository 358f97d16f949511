import { afterAll, beforeAll, expect, test } from "bun:test";
import { client, createTestApp } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("health is ok when Postgres and Redis answer", async () => {
  const res = await client(t.app).get("/health");
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ status: "ok" });
});

test("health is 503 naming Redis when Redis is down, and requests needing it get a JSON 503", async () => {
  // Port 1 never answers: a real unreachable Redis, not a mock.
  const down = await createTestApp({ REDIS_URL: "redis://127.0.0.1:1" });
  try {
    const res = await client(down.app).get("/health");
    expect(res.status).toBe(503);
    expect(res.json.down).toEqual(["redis"]);
    expect(res.json.code).toBe("SERVICE_UNAVAILABLE");
    const login = await client(down.app).post("/auth/login", { email: "a@b.co", password: "secret123" });
    expect(login.status).toBe(503);
    expect(login.json.code).toBe("SERVICE_UNAVAILABLE");
  } finally {
    await down.close();
  }
});

test("health is 503 naming Postgres when Postgres is down", async () => {
  const env = t.env;
  const { createContext } = await import("../../context.ts");
  const { createApp } = await import("../../app.ts");
  const ctx = createContext({ ...env, DATABASE_URL: "postgres://postgres@127.0.0.1:1/grindstone_test" });
  try {
    const res = await client(createApp(ctx)).get("/health");
    expect(res.status).toBe(503);
    expect(res.json.down).toEqual(["postgres"]);
  } finally {
    await ctx.close();
  }
});
