import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { PASSWORD_RESET_TEXTS, passwordResetResponseSchema } from "@grindstone/shared";
import { client, createTestApp, signUp, uniqueEmail } from "../../test/harness.ts";
import { resetLinkIn, type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";

const APP_URL = "http://grindstone.example:8080";
let catcher: SmtpCatcher;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: catcher.url, APP_URL });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

/** Asks for a reset link for `email` and returns the token from the e-mail that arrives (the `nth` to it). */
async function mailedToken(email: string, nth = 1) {
  const res = await client(t.app).post("/auth/forgot-password", { email });
  expect(res.status).toBe(200);
  const link = resetLinkIn(await catcher.waitFor(email, nth));
  return link.searchParams.get("token")!;
}

const reset = (token: string, password: string) =>
  client(t.app).post("/auth/reset-password", { token, password });
const login = (email: string, password: string) => client(t.app).post("/auth/login", { email, password });

describe("forgot password: the request", () => {
  test("known and unknown e-mails get the same answer; only the known one gets a mail", async () => {
    const { email } = await signUp(t.app);
    const unknown = uniqueEmail("nobody");
    const known = await client(t.app).post("/auth/forgot-password", { email });
    const missing = await client(t.app).post("/auth/forgot-password", { email: unknown });
    expect(known.status).toBe(200);
    expect([missing.status, missing.text]).toEqual([known.status, known.text]);
    expect(passwordResetResponseSchema.parse(known.json)).toEqual({
      message: PASSWORD_RESET_TEXTS.requested,
    });
    const headerNames = (h: Headers) => [...h.keys()].filter((k) => k !== "date").sort();
    expect(headerNames(missing.headers)).toEqual(headerNames(known.headers));

    await catcher.waitFor(email);
    await t.ctx.mailer.idle();
    expect(catcher.find(unknown)).toEqual([]);
  });

  test("the answer does not wait for the mail: it comes while the mail server has not accepted it yet", async () => {
    const { email } = await signUp(t.app);
    catcher.hold();
    try {
      const res = await client(t.app).post("/auth/forgot-password", { email });
      expect(res.status).toBe(200);
      expect(catcher.find(email)).toEqual([]);
      // The mail reaches the server after the answer and waits there, unaccepted, while the hold lasts.
      while (catcher.receiving === 0) await Bun.sleep(10);
      expect(catcher.find(email)).toEqual([]);
    } finally {
      catcher.release();
    }
    expect((await catcher.waitFor(email)).subject).toBe("Reset your Grindstone password");
  });

  test("the mail holds a link to the site's /reset-password with a token, and says how long it works", async () => {
    const { email } = await signUp(t.app);
    await client(t.app).post("/auth/forgot-password", { email: email.toUpperCase() });
    const mail = await catcher.waitFor(email);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe("no-reply@grindstone.dev");
    expect(mail.text).toContain("within 30 minutes");
    const link = resetLinkIn(mail);
    expect(link.origin).toBe(APP_URL);
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`href="${link.href}"`);
  });

  test("bad input fails like every other form", async () => {
    const res = await client(t.app).post("/auth/forgot-password", { email: "not-an-email" });
    expect(res.json).toEqual({ error: "Enter a valid email", code: "VALIDATION" });
  });
});

describe("reset password: the link", () => {
  test("sets the new password, works once, and ends every session of the account", async () => {
    const { c, email } = await signUp(t.app, { password: "old-secret" });
    const other = client(t.app);
    expect((await other.post("/auth/login", { email, password: "old-secret" })).status).toBe(200);
    expect((await c.get("/auth/check")).status).toBe(200);

    const token = await mailedToken(email);
    const done = await reset(token, "new-secret");
    expect(done.status).toBe(200);
    expect(passwordResetResponseSchema.parse(done.json)).toEqual({ message: PASSWORD_RESET_TEXTS.done });
    // No session is started by the reset itself.
    expect(done.headers.get("set-cookie")).toBeNull();

    for (const session of [c, other]) {
      const check = await session.get("/auth/check");
      expect([check.status, check.json.code]).toEqual([401, "UNAUTHENTICATED"]);
    }
    expect((await login(email, "old-secret")).status).toBe(401);
    expect((await login(email, "new-secret")).status).toBe(200);

    const again = await reset(token, "third-secret");
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: PASSWORD_RESET_TEXTS.invalidToken, code: "INVALID_RESET_TOKEN" });
    expect((await login(email, "new-secret")).status).toBe(200);
  });

  test("an expired link is refused; its key lives no longer than the link", async () => {
    const { email } = await signUp(t.app, { password: "old-secret" });
    const token = await mailedToken(email);
    const key = t.ctx.key("pwreset", createHash("sha256").update(token).digest("hex"));
    const ttl = await t.ctx.redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(t.env.PASSWORD_RESET_TTL_SECONDS);
    // Only the hash is stored: the token itself appears nowhere in Redis.
    expect(await t.ctx.redis.get(t.ctx.key("pwreset", token))).toBeNull();

    const realClock = t.ctx.clock;
    t.ctx.clock = () => new Date(Date.now() + (t.env.PASSWORD_RESET_TTL_SECONDS + 1) * 1000);
    try {
      const res = await reset(token, "new-secret");
      expect([res.status, res.json.code]).toEqual([400, "INVALID_RESET_TOKEN"]);
    } finally {
      t.ctx.clock = realClock;
    }
    expect((await login(email, "old-secret")).status).toBe(200);
  });

  test("a reset voids the other links still outstanding", async () => {
    const { email } = await signUp(t.app, { password: "old-secret" });
    const first = await mailedToken(email, 1);
    const second = await mailedToken(email, 2);
    expect(first).not.toBe(second);
    expect((await reset(second, "new-secret")).status).toBe(200);
    expect((await reset(first, "other-secret")).json.code).toBe("INVALID_RESET_TOKEN");
    expect((await login(email, "new-secret")).status).toBe(200);
  });

  test("a made-up token is refused, and the new password follows sign-up's rules", async () => {
    const bogus = await reset("x".repeat(43), "new-secret");
    expect(bogus.json).toEqual({ error: PASSWORD_RESET_TEXTS.invalidToken, code: "INVALID_RESET_TOKEN" });
    const { email } = await signUp(t.app);
    const token = await mailedToken(email);
    const short = await reset(token, "12345");
    expect(short.json).toEqual({ error: "Password must be at least of 6 character", code: "VALIDATION" });
    // A refused body does not spend the link.
    expect((await reset(token, "long-enough")).status).toBe(200);
  });

  test("a blocked account gets no link", async () => {
    const { email, user } = await signUp(t.app);
    const { users } = await import("@grindstone/db");
    const { eq } = await import("drizzle-orm");
    await t.ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect((await client(t.app).post("/auth/forgot-password", { email })).status).toBe(200);
    await t.ctx.mailer.idle();
    expect(catcher.find(email)).toEqual([]);
  });
});

describe("throttling", () => {
  test("one e-mail, known or not, is throttled after its budget, from any address", async () => {
    for (const email of [(await signUp(t.app)).email, uniqueEmail("nobody")]) {
      const statuses = [];
      for (let i = 0; i < t.env.FORGOT_PASSWORD_MAX_PER_EMAIL; i++)
        statuses.push((await client(t.app).post("/auth/forgot-password", { email })).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const last = await client(t.app).post("/auth/forgot-password", { email });
      expect([last.status, last.json.code]).toEqual([429, "RATE_LIMITED"]);
      expect(last.json.error).toMatch(/^Too many password reset requests\. Try again in \d+ minute/);
    }
  });

  test("one address asking for many e-mails is throttled", async () => {
    const small = await createTestApp({ FORGOT_PASSWORD_MAX_PER_IP: "2", SMTP_URL: catcher.url });
    try {
      const c = client(small.app);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await c.post("/auth/forgot-password", { email: uniqueEmail("nobody") })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});
