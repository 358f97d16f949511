import { afterAll, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import postgres from "postgres";

/**
 * Every package.json script the README names does its job when run the way a person runs it (`bun run x`). Five of
 * them once printed Bun's usage text and exited 0 (`bun --cwd dir run x` is not a valid form), and nothing noticed.
 * Each runs with a harmless argument or on a database of its own, and the test checks the effect, not the exit code.
 */
const root = new URL("..", import.meta.url).pathname;
const adminUrl = (
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/grindstone_test"
).replace(/\/[^/]*$/, "/postgres");
const dbName = `grindstone_scripts_${process.pid}`;
const dbUrl = adminUrl.replace(/\/postgres$/, `/${dbName}`);

async function run(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawn([process.execPath, "run", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, out, err] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
  const output = out + err;
  // The failure this guards against: Bun's own usage text instead of the script.
  expect(output).not.toContain("Usage: bun run [flags]");
  return { code, output };
}

afterAll(async () => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

test("db:migrate creates the schema and db:seed fills it, on a database of their own", async () => {
  const env = { DATABASE_URL: dbUrl };
  const migrate = await run(["db:migrate"], env);
  expect(migrate.code).toBe(0);
  expect(migrate.output).toContain("[db] migrations applied");
  const seed = await run(["db:seed"], env);
  expect(seed.code).toBe(0);
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from problems`;
    const n = row!.n;
    expect(n).toBeGreaterThan(0);
    expect(seed.output).toContain(`[db] seeded (${n} demo problems)`);
  } finally {
    await sql.end();
  }
}, 120_000);

test("db:generate runs drizzle-kit and finds the committed migrations up to date with the schema", async () => {
  const dir = `${root}packages/db/migrations`;
  const before = readdirSync(dir);
  const { code, output } = await run(["db:generate"]);
  const added = readdirSync(dir).filter((f) => !before.includes(f));
  expect({ code, added }).toEqual({ code: 0, added: [] });
  expect(output).toContain("No schema changes");
}, 60_000);

test("build:web reaches vite build and test:e2e reaches Playwright (asked for help and a list, nothing built or run)", async () => {
  const build = await run(["build:web", "--help"]);
  expect(build.code).toBe(0);
  expect(build.output).toContain("vite build");
  const e2e = await run(["test:e2e", "--list"]);
  expect(e2e.code).toBe(0);
  expect(e2e.output).toMatch(/Total: \d+ tests? in \d+ files?/);
}, 60_000);
