import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { parse } from "yaml";
import { envSchema } from "../api/src/env.ts";
import { workerEnvSchema } from "../worker/src/env.ts";
import { haproxyConfig, READY_PATH } from "./lb/haproxy-config.ts";
import { knownKeys } from "./lib/schema-keys.ts";

/**
 * Docker does not run on our machines, so docker-compose.yml is kept honest here: the services exist, have health
 * checks, every environment block parses with the very schema the process validates at start-up, and the load
 * balancer's config agrees with the api service it fronts.
 */
type Service = {
  image?: string;
  build?: { target?: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
};
const root = new URL("../", import.meta.url);
const compose = parse(await Bun.file(new URL("docker-compose.yml", root)).text(), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = await Bun.file(new URL("Dockerfile", root)).text();
const services = compose.services;
const haproxyCfgPath = new URL("deploy/haproxy/haproxy.cfg", root).pathname;
const haproxyCfg = await Bun.file(haproxyCfgPath).text();

/** Resolves `${VAR:-default}` the way compose does when VAR is unset. */
const resolve = (env: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1")]),
  );

const apiEnv = envSchema.parse(resolve(services.api!.environment));
const workerEnv = workerEnvSchema.parse(resolve(services.worker!.environment));

describe("docker-compose.yml", () => {
  test("has lb, postgres, redis, api and worker, each with a health check", () => {
    expect(Object.keys(services).sort()).toEqual(["api", "lb", "postgres", "redis", "worker"]);
    for (const [name, svc] of Object.entries(services)) expect(svc.healthcheck?.test, name).toBeArray();
  });

  test("redis keeps an append-only file synced every second and never evicts", () => {
    const cmd = services.redis!.command!.join(" ");
    expect(cmd).toContain("--appendonly yes");
    expect(cmd).toContain("--appendfsync everysec");
    expect(cmd).toContain("--maxmemory-policy noeviction");
  });

  test("the api environment parses with the API's own schema and names no unknown variable", () => {
    const env = resolve(services.api!.environment);
    const parsed = envSchema.safeParse(env);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(Object.keys(env).filter((k) => !knownKeys(envSchema).includes(k))).toEqual([]);
    expect(apiEnv.NODE_ENV).toBe("production");
    expect(new URL(apiEnv.DATABASE_URL).hostname).toBe("postgres");
    expect(new URL(apiEnv.REDIS_URL).hostname).toBe("redis");
    expect(apiEnv.TRUST_PROXY).toBe(true);
    expect(apiEnv.METRICS_PORT).toBe(9464);
  });

  test("the api runs replicas reachable only through lb, each checked on its ready route", () => {
    const api = services.api!;
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.ports ?? []).toEqual([]);
    expect(api.healthcheck!.test.join(" ")).toContain(`//127.0.0.1:${apiEnv.PORT}/api/v1/health/ready`);
  });

  test("the worker environment parses with the worker's schema; replicas are checked on the metrics port", () => {
    const env = resolve(services.worker!.environment);
    const parsed = workerEnvSchema.safeParse(env);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(Object.keys(env).filter((k) => !knownKeys(workerEnvSchema).includes(k))).toEqual([]);
    const worker = services.worker!;
    expect(worker.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(worker.ports ?? []).toEqual([]);
    expect(worker.healthcheck!.test.join(" ")).toContain(
      `http://127.0.0.1:${workerEnv.METRICS_PORT}/health/ready`,
    );
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

describe("lb (HAProxy) and deploy/haproxy/haproxy.cfg", () => {
  const lb = services.lb!;
  const sections = (cfg: string) => {
    const out = new Map<string, string[]>();
    let current = "";
    for (const raw of cfg.split("\n")) {
      const l = raw.trim();
      if (!l || l.startsWith("#")) continue;
      if (/^(global|defaults|frontend|backend|resolvers)\b/.test(raw)) {
        current = l;
        out.set(current, []);
      } else out.get(current)?.push(l);
    }
    return out;
  };
  const ours = sections(haproxyCfg);
  const line = (section: string, re: RegExp) => ours.get(section)?.find((l) => re.test(l));

  test("lb mounts the config read-only, publishes the bound port, and waits for a healthy api", () => {
    expect(lb.image).toBe("haproxy:2.6");
    expect(lb.volumes).toContain("./deploy/haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    const bind = Number(/^bind :(\d+)$/.exec(line("frontend web", /^bind /) ?? "")?.[1]);
    expect(lb.ports).toEqual([`${apiEnv.PORT}:${bind}`]);
    expect(lb.depends_on?.api?.condition).toBe("service_healthy");
  });

  test("the same policy as `bun run start`'s balancer, line for line, but for how servers are found", () => {
    // scripts/lb/haproxy-config.ts is the policy's source; only bind, server and stats lines may differ.
    const local = sections(haproxyConfig({ bind: "127.0.0.1", port: apiEnv.PORT, backends: [] }));
    const own = /^(bind|server|stats socket|maxconn) /;
    for (const [section, lines] of local) {
      expect(ours.has(section), section).toBe(true);
      const missing = lines.filter((l) => !own.test(l) && !ours.get(section)!.includes(l));
      expect(missing, section).toEqual([]);
    }
    expect(haproxyCfg).toContain(READY_PATH);
    expect(line("defaults", /^timeout tunnel /)).toBe("timeout tunnel 1h");
    expect(line("backend api", /^retry-on /)).toBe("retry-on conn-failure empty-response 503");
    expect(haproxyCfg).not.toMatch(/^\s*(cookie|stick|appsession)\b/m);
  });

  test("both backends find replicas by Docker DNS on the api's PORT, checked on the ready route", () => {
    expect(line("resolvers docker", /^nameserver /)).toBe("nameserver dns 127.0.0.11:53");
    for (const backend of ["backend api", "backend api_once"]) {
      const template = line(backend, /^server-template /);
      expect(template).toMatch(/^server-template api 1-\d+ api:(\d+) check resolvers docker init-addr none$/);
      expect(Number(/api:(\d+)/.exec(template!)?.[1])).toBe(apiEnv.PORT);
      expect(line(backend, /^http-check send /)).toContain(`uri ${READY_PATH} `);
    }
  });

  test("/metrics is refused at the balancer and no metrics port is published", () => {
    expect(line("frontend web", /^http-request deny /)).toContain("{ path /metrics }");
    const published = Object.values(services).flatMap((s) => s.ports ?? []);
    expect(published.some((p) => p.includes(String(apiEnv.METRICS_PORT)))).toBe(false);
  });

  // `-c` passes with the docker resolvers section: `init-addr none` means nothing is resolved at start-up, so no
  // Docker DNS is needed to validate (HAProxy 2.6.12 here says "Configuration file is valid").
  test.skipIf(!existsSync("/usr/sbin/haproxy"))("haproxy -c accepts the config", () => {
    const check = Bun.spawnSync(["/usr/sbin/haproxy", "-c", "-f", haproxyCfgPath]);
    expect(check.stderr.toString() + check.stdout.toString()).toContain("Configuration file is valid");
    expect(check.exitCode).toBe(0);
  });
});
