import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { authResponseSchema, checkResponseSchema } from "@grindstone/shared";
import { client, createTestApp, makeAdmin, signUp, uniqueEmail } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("accounts", () => {
  test("register → check → logout → check is 401", async () => {
    const c = client(t.app);
    const email = uniqueEmail();
    const reg = await c.post("/auth/register", { name: "Ada Lovelace", email, password: "secret123" });
    expect(reg.status).toBe(201);
    // The bodies are the shared contracts (what the web reads), with nothing the contract does not name.
    expect(authResponseSchema.parse(reg.json)).toEqual(reg.json);
    expect(reg.json.user).toMatchObject({ name: "Ada Lovelace", email, role: "USER", plan: "FREE" });
    expect(reg.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(reg.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);

    const check = await c.get("/auth/check");
    expect(check.status).toBe(200);
    expect(checkResponseSchema.parse(check.json)).toEqual(check.json);
    expect(check.json.user.email).toBe(email);

    const cookieBeforeLogout = c.cookie;
    expect((await c.post("/auth/logout")).status).toBe(200);
    expect((await c.get("/auth/check")).status).toBe(401);
    // The old token itself is dead too, not merely forgotten by this client.
    c.cookie = cookieBeforeLogout;
    const reused = await c.get("/auth/check");
    expect(reused.status).toBe(401);
    expect(reused.json).toEqual({ error: expect.any(String), code: "UNAUTHENTICATED" });
  });

  test("login returns the user and a session", async () => {
    const { email } = await signUp(t.app, { password: "secret123" });
    const c = client(t.app);
    const res = await c.post("/auth/login", { email: email.toUpperCase(), password: "secret123" });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(email);
    expect(authResponseSchema.parse(res.json)).toEqual(res.json);
    expect((await c.get("/auth/check")).status).toBe(200);
  });

  test("the spec's three sign-up validation messages", async () => {
    const c = client(t.app);
    const bad = async (body: object) => (await c.post("/auth/register", body)).json;
    expect(await bad({ name: "Al", email: uniqueEmail(), password: "secret123" })).toEqual({
      error: "Name must be at least of 3 character",
      code: "VALIDATION",
    });
    expect(await bad({ name: "Alan", email: "not-an-email", password: "secret123" })).toEqual({
      error: "Enter a valid email",
      code: "VALIDATION",
    });
    expect(await bad({ name: "Alan", email: uniqueEmail(), password: "12345" })).toEqual({
      error: "Password must be at least of 6 character",
      code: "VALIDATION",
    });
  });

  test("duplicate e-mail is 409, whatever its case", async () => {
    const { email } = await signUp(t.app);
    const res = await client(t.app).post("/auth/register", {
      name: "Someone",
      email: email.toUpperCase(),
      password: "secret123",
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("EMAIL_TAKEN");
  });

  test("wrong password and unknown e-mail give the same 401", async () => {
    const { email } = await signUp(t.app);
    const wrong = await client(t.app, "10.1.0.1").post("/auth/login", { email, password: "wrong-password" });
    const unknown = await client(t.app, "10.1.0.2").post("/auth/login", {
      email: uniqueEmail(),
      password: "wrong-password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
  });

  test("the password hash never appears and role, plan and blocked flag cannot be self-assigned", async () => {
    const c = client(t.app);
    const email = uniqueEmail();
    const reg = await c.post("/auth/register", {
      name: "Mallory",
      email,
      password: "secret123",
      role: "ADMIN",
      plan: "PAID",
      isBlocked: false,
    });
    expect(reg.status).toBe(201);
    for (const body of [
      reg.text,
      (await c.get("/auth/check")).text,
      (await c.post("/auth/login", { email, password: "secret123" })).text,
    ]) {
      expect(body).not.toMatch(/password|argon2/i);
    }
    expect(reg.json.user.role).toBe("USER");
    expect(reg.json.user.plan).toBe("FREE");
    expect((await c.get("/admin/users")).status).toBe(403);
  });
});

describe("throttling", () => {
  test("repeated failures for one e-mail give 429, even from different addresses", async () => {
    const { email } = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < t.env.LOGIN_MAX_PER_EMAIL + 1; i++) {
      statuses.push(
        (await client(t.app, `10.2.${i}.1`).post("/auth/login", { email, password: "wrong-password" }))
          .status,
      );
    }
    expect(statuses.slice(0, t.env.LOGIN_MAX_PER_EMAIL).every((s) => s === 401)).toBe(true);
    const last = await client(t.app, "10.2.200.1").post("/auth/login", { email, password: "secret123" });
    expect(last.status).toBe(429);
    expect(last.json.code).toBe("RATE_LIMITED");
    expect(last.json.error).toMatch(/Too many login attempts/);
  });

  test("one address trying many accounts is throttled", async () => {
    const small = await createTestApp({ LOGIN_MAX_PER_IP: "3", TRUST_PROXY: "true" });
    try {
      const ip = `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await client(small.app, ip).post("/auth/login", { email: uniqueEmail(), password: "whatever1" }))
            .status,
        );
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await small.close();
    }
  });
});

describe("errors", () => {
  test("malformed JSON is 400 MALFORMED_JSON", async () => {
    const res = await client(t.app).post("/auth/login", "{not json", { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: expect.any(String), code: "MALFORMED_JSON" });
  });

  test("unknown API path is a JSON 404", async () => {
    const res = await client(t.app).get("/no/such/route");
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("NOT_FOUND");
  });

  test("an oversized body is 413", async () => {
    const huge = JSON.stringify({ email: "a@b.co", password: "x".repeat(9 * 1024 * 1024) });
    const res = await client(t.app).post("/auth/login", huge, { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("roles and blocking", () => {
  test("a USER gets 403 on admin routes; an ADMIN gets through", async () => {
    const user = await signUp(t.app);
    expect((await user.c.get("/admin/users")).status).toBe(403);
    expect((await user.c.patch(`/admin/users/${user.user.id}/block`, { isBlocked: true })).json.code).toBe(
      "FORBIDDEN",
    );

    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const list = await admin.c.get("/admin/users");
    expect(list.status).toBe(200);
    expect(list.text).not.toMatch(/password/i);
    expect(list.json.users.find((u: { id: string }) => u.id === user.user.id)).toMatchObject({
      role: "USER",
      plan: "FREE",
      subscription: "free",
      isBlocked: false,
    });
  });

  test("a blocked user's existing cookie stops working and they cannot log in; unblocking lets them back", async () => {
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const victim = await signUp(t.app, { password: "secret123" });
    expect((await victim.c.get("/auth/check")).status).toBe(200);

    expect((await admin.c.patch(`/admin/users/${victim.user.id}/block`, { isBlocked: true })).status).toBe(
      200,
    );
    // Still 401 (signed out), with the code that tells the client why: the web says "blocked", not "expired".
    const refused = await victim.c.get("/auth/check");
    expect([refused.status, refused.json.code]).toEqual([401, "ACCOUNT_BLOCKED"]);
    const login = await client(t.app, "10.4.0.1").post("/auth/login", {
      email: victim.email,
      password: "secret123",
    });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe("ACCOUNT_BLOCKED");

    expect((await admin.c.patch(`/admin/users/${victim.user.id}/block`, { isBlocked: false })).status).toBe(
      200,
    );
    // The old session stays dead (its version was bumped), now as an ordinary ended session; a fresh login works.
    const stale = await victim.c.get("/auth/check");
    expect([stale.status, stale.json.code]).toEqual([401, "UNAUTHENTICATED"]);
    expect(
      (await client(t.app, "10.4.0.2").post("/auth/login", { email: victim.email, password: "secret123" }))
        .status,
    ).toBe(200);
  });

  test("an admin cannot block themself", async () => {
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const res = await admin.c.patch(`/admin/users/${admin.user.id}/block`, { isBlocked: true });
    expect(res.status).toBe(403);
  });
});

describe("the cached auth state", () => {
  // What Redis holds for a user is parsed, not trusted: a value that is not an auth state (corrupt, or written by
  // an incompatible version) is read again from Postgres, never taken for a refusal, an admission or a crash.
  test.each([
    ["not JSON", () => "{not json"],
    ["missing its session version", (id: string) => JSON.stringify({ id, role: "USER", blocked: false })],
    ["an unknown role", (id: string) => JSON.stringify({ id, role: "ROOT", sv: 0, blocked: false })],
  ])("a cached state that is %s is reloaded from Postgres", async (_, value) => {
    const { c, user } = await signUp(t.app);
    const stateKey = t.ctx.key("auth", "user", user.id);
    await t.ctx.redis.set(stateKey, value(user.id), "EX", 60);
    t.ctx.mirror.drop(stateKey);

    const check = await c.get("/auth/check");
    expect([check.status, check.json.user?.id]).toEqual([200, user.id]);
    expect(JSON.parse((await t.ctx.redis.get(stateKey))!)).toMatchObject({ id: user.id, role: "USER" });
  });
});
