import { expect, test } from "bun:test";

const root = new URL("..", import.meta.url).pathname;

test("start refuses to run when Redis or Postgres is unreachable, naming the URL and how to start it", async () => {
  // Port 1 is never listening: a real refused connection.
  const proc = Bun.spawn([process.execPath, "scripts/start.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/grindstone_test",
      REDIS_URL: "redis://127.0.0.1:1",
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  expect(code).not.toBe(0);
  expect(stderr).toContain("PostgreSQL at postgres://postgres@127.0.0.1:1/grindstone_test is not reachable");
  expect(stderr).toContain("Redis at redis://127.0.0.1:1 is not reachable");
  expect(stderr).toContain("docker compose up -d postgres redis");
});
