import { describe, expect, test } from "bun:test";
import { parse } from "yaml";
import { envSchema } from "../api/src/env.ts";
import { workerEnvSchema } from "../worker/src/env.ts";

/**
 * Docker does not run on our machines, so docker-compose.yml is kept honest here: the services exist, have health
 * checks, and every environment block parses with the very schema the process validates at start-up.
 */
type Service = {
  image?: string;
  build?: { target?: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
};
const compose = parse(await Bun.file(new URL("../docker-compose.yml", import.meta.url)).text(), {
  merge: true,
}) as {
  services: Record<string, Service>;
};
const dockerfile = await Bun.file(new URL("../Dockerfile", import.meta.url)).text();
const services = compose.services;

/** Resolves `${VAR:-default}` the way compose does when VAR is unset. */
const resolve = (env: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1")]),
  );

const knownKeys = (schema: { _zod: { def: unknown } }) => {
  // envSchema is an object wrapped in refinements/transforms; walk down to the object shape.
  let def = schema._zod.def as {
    shape?: Record<string, unknown>;
    in?: { _zod: { def: unknown } };
    schema?: { _zod: { def: unknown } };
  };
  while (!def.shape) def = (def.in ?? def.schema)!._zod.def as typeof def;
  return Object.keys(def.shape);
};

describe("docker-compose.yml", () => {
  test("has postgres, redis, api and worker, each with a health check", () => {
    expect(Object.keys(services).sort()).toEqual(["api", "postgres", "redis", "worker"]);
    for (const [name, svc] of Object.entries(services)) expect(svc.healthcheck?.test, name).toBeArray();
  });

  test("redis keeps an append-only file and never evicts", () => {
    const cmd = services.redis!.command!.join(" ");
    expect(cmd).toContain("--appendonly yes");
    expect(cmd).toContain("--maxmemory-policy noeviction");
  });

  test("the api environment parses with the API's own schema and names no unknown variable", () => {
    const env = resolve(services.api!.environment);
    const parsed = envSchema.safeParse(env);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const unknown = Object.keys(env).filter((k) => !knownKeys(envSchema as never).includes(k));
    expect(unknown).toEqual([]);
    expect(parsed.data?.NODE_ENV).toBe("production");
    expect(new URL(parsed.data!.DATABASE_URL).hostname).toBe("postgres");
    expect(new URL(parsed.data!.REDIS_URL).hostname).toBe("redis");
    expect(services.api!.ports).toContain(`${parsed.data!.PORT}:${parsed.data!.PORT}`);
    expect(services.api!.healthcheck!.test.join(" ")).toContain(`:${parsed.data!.PORT}/api/v1/health`);
  });

  test("the worker environment parses with the worker's schema", () => {
    const env = resolve(services.worker!.environment);
    const parsed = workerEnvSchema.safeParse(env);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const unknown = Object.keys(env).filter((k) => !knownKeys(workerEnvSchema as never).includes(k));
    expect(unknown).toEqual([]);
  });

  test("app services wait for healthy dependencies and build existing Dockerfile targets", () => {
    for (const name of ["api", "worker"]) {
      const svc = services[name]!;
      expect(svc.depends_on?.postgres?.condition).toBe("service_healthy");
      expect(svc.depends_on?.redis?.condition).toBe("service_healthy");
      expect(dockerfile).toContain(`AS ${svc.build!.target}`);
    }
  });
});
