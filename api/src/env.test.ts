import { expect, test } from "bun:test";

const root = new URL("../..", import.meta.url).pathname;

test("bad configuration exits at start-up listing every bad variable", async () => {
  const proc = Bun.spawn([process.execPath, "api/src/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: "not-a-port",
      REDIS_URL: "nope",
      CORS_ORIGINS: "also-bad",
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  expect(code).toBe(1);
  expect(stderr).toContain("Invalid environment");
  for (const name of ["PORT", "REDIS_URL", "CORS_ORIGINS", "JWT_SECRET"]) expect(stderr).toContain(name);
});

test("the worker validates its environment the same way", async () => {
  const proc = Bun.spawn([process.execPath, "worker/src/index.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", DATABASE_URL: "not a url", JUDGE0_URL: "nope" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  expect(code).toBe(1);
  for (const name of ["DATABASE_URL", "JUDGE0_URL"]) expect(stderr).toContain(name);
});
