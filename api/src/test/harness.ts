import { migrateDatabase } from "@grindstone/db";
import { testEnvSource } from "@grindstone/shared/env";
import { createApp } from "../app.ts";
import { type AppContext, createContext } from "../context.ts";
import { testEnv } from "../env.ts";

let migrated: Promise<void> | undefined;

/** A real app on the test database and Redis, called in-process through `app.request`. */
export async function createTestApp(overrides: Record<string, string> = {}) {
  // Each test client presents its own address (X-Forwarded-For), so per-address throttles do not leak between tests.
  const env = testEnv({ TRUST_PROXY: "true", ...overrides });
  migrated ??= migrateDatabase(env.DATABASE_URL);
  await migrated;
  const ctx = createContext(env);
  const app = createApp(ctx);
  return { ctx, app, env, close: () => ctx.close() };
}

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

export const uniqueEmail = (tag = "user") => `${tag}-${crypto.randomUUID().slice(0, 12)}@test.grindstone.dev`;

/** A tiny cookie-carrying client, so a test reads like a browser session. */
export function client(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  ip = randomIp(),
) {
  let cookie = "";
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`/api/v1${path}`, {
      method,
      headers: {
        ...(body !== undefined && typeof body !== "string" ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
        "x-forwarded-for": ip,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!.endsWith("=") ? "" : set.split(";")[0]!;
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests assert on response fields directly
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, headers: res.headers, text };
  };
  return {
    get: (path: string) => call("GET", path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call("POST", path, body ?? {}, headers),
    patch: (path: string, body?: unknown) => call("PATCH", path, body ?? {}),
    put: (path: string, body?: unknown) => call("PUT", path, body ?? {}),
    delete: (path: string) => call("DELETE", path),
    get cookie() {
      return cookie;
    },
    set cookie(v: string) {
      cookie = v;
    },
  };
}

export async function signUp(
  app: Parameters<typeof client>[0],
  opts: { name?: string; email?: string; password?: string; ip?: string } = {},
) {
  const c = client(app, opts.ip);
  const email = opts.email ?? uniqueEmail();
  const res = await c.post("/auth/register", {
    name: opts.name ?? "Test User",
    email,
    password: opts.password ?? "secret123",
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { c, user: res.json.user as { id: string; email: string }, email };
}

export async function makeAdmin(ctx: AppContext, userId: string) {
  const { users } = await import("@grindstone/db");
  const { eq } = await import("drizzle-orm");
  await ctx.db.update(users).set({ role: "ADMIN" }).where(eq(users.id, userId));
  await ctx.authState.invalidate(userId);
}

/** Seeds the test database (idempotent) and returns a seeded problem by slug, reference solutions included. */
export async function seededProblem(ctx: AppContext, slug: string) {
  const { problems } = await import("@grindstone/db");
  const { seedDatabase } = await import("@grindstone/db/seed");
  const { eq } = await import("drizzle-orm");
  seeded ??= seedDatabase(ctx.db, { adminEmail: ctx.env.ADMIN_EMAIL, adminPassword: ctx.env.ADMIN_PASSWORD });
  await seeded;
  const [row] = await ctx.db.select().from(problems).where(eq(problems.slug, slug));
  return row!;
}
let seeded: Promise<unknown> | undefined;

/** A real worker process on the test database and Redis: what judges submissions in the API's integration tests. */
export function spawnWorker(
  env: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string },
  extra: Record<string, string> = {},
) {
  return Bun.spawn([process.execPath, "worker/src/index.ts"], {
    cwd: new URL("../../..", import.meta.url).pathname,
    env: testEnvSource({ ...env, ...extra }) as Record<string, string>,
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/**
 * A bare problem of its own (no tests, no solutions) for features that only hang off a problem id, such as a
 * discussion room; `remove` deletes it with everything attached (cascade).
 */
export async function bareProblem(ctx: AppContext, title = "Bare problem") {
  const { problems } = await import("@grindstone/db");
  const { eq } = await import("drizzle-orm");
  const [row] = await ctx.db
    .insert(problems)
    .values({
      title: `${title} ${crypto.randomUUID().slice(0, 8)}`,
      description: "d",
      difficulty: "EASY",
      constraints: "c",
    })
    .returning({ id: problems.id });
  const id = row!.id;
  return { id, remove: () => ctx.db.delete(problems).where(eq(problems.id, id)) };
}
