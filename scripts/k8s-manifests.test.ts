import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { dbEnvSchema } from "@grindstone/db/env";
import { MAX_BODY_BYTES } from "@grindstone/shared";
import { bullPrefix, JUDGE_QUEUE } from "@grindstone/shared/server";
import { parseAllDocuments } from "yaml";
import { envSchema } from "../api/src/env.ts";
import { createTestApp } from "../api/src/test/harness.ts";
import { workerEnvSchema } from "../worker/src/env.ts";
import { knownKeys } from "./lib/schema-keys.ts";

/**
 * No cluster and no kubectl here: deploy/k8s is kept honest by reading it with the `yaml` package and checking it
 * against the code it deploys (env schemas, routes, Dockerfile targets, BullMQ's key layout, the drain timeout).
 */
// biome-ignore lint/suspicious/noExplicitAny: manifests are untyped YAML; each check reads the fields it needs
type Doc = any;
const root = new URL("../", import.meta.url).pathname;
const k8s = join(root, "deploy/k8s");
const base = join(k8s, "base");

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
  );
const load = async (file: string): Promise<Doc[]> =>
  parseAllDocuments(await Bun.file(file).text()).map((d) => {
    expect(d.errors, relative(root, file)).toEqual([]);
    return d.toJS();
  });

const files = walk(k8s).filter((f) => f.endsWith(".yaml"));
const byFile = new Map<string, Doc[]>();
for (const f of files) byFile.set(f, await load(f));
const kustomization = (dir: string) => byFile.get(join(dir, "kustomization.yaml"))![0];
/** The base's resources, as kustomize would build them (before overlay patches). */
const resources: Doc[] = kustomization(base).resources.flatMap(
  (r: string) => byFile.get(join(base, r)) ?? [],
);
const find = (kind: string, name: string) =>
  resources.find((r) => r.kind === kind && r.metadata.name === name);
const all = (kind: string) => resources.filter((r) => r.kind === kind);

const configMap = find("ConfigMap", "grindstone-config");
const secretExample = byFile.get(join(base, "secret.example.yaml"))![0];
const secretKeys = Object.keys(secretExample.stringData);
const api = find("Deployment", "grindstone-api");
const worker = find("Deployment", "grindstone-worker");
const container = (d: Doc) => d.spec.template.spec.containers[0];
/** A container's environment as the pod sees it: envFrom ConfigMap/Secret (secret values from the example). */
const podEnv = (c: Doc): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const from of c.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, find("ConfigMap", from.configMapRef.name).data);
    if (from.secretRef) {
      expect(from.secretRef.name).toBe(secretExample.metadata.name);
      Object.assign(env, secretExample.stringData);
    }
  }
  for (const e of c.env ?? []) env[e.name] = e.value;
  return env;
};
const portNumber = (c: Doc, port: string | number) =>
  typeof port === "number" ? port : c.ports.find((p: Doc) => p.name === port)?.containerPort;
const apiKeys = knownKeys(envSchema);
const workerKeys = knownKeys(workerEnvSchema);

describe("deploy/k8s kustomizations", () => {
  test("every resource and patch a kustomization names exists", () => {
    const kustomizations = files.filter((f) => f.endsWith("kustomization.yaml"));
    expect(kustomizations.map((f) => relative(k8s, f)).sort()).toEqual([
      "base/kustomization.yaml",
      "overlays/production/kustomization.yaml",
    ]);
    for (const file of kustomizations) {
      const k = byFile.get(file)![0];
      const named = [...(k.resources ?? []), ...(k.patches ?? []).map((p: Doc) => p.path)];
      for (const r of named)
        expect(existsSync(join(dirname(file), r)), `${relative(k8s, file)}: ${r}`).toBe(true);
    }
  });

  test("the Secret is only an example: not a resource, no real values", () => {
    expect(kustomization(base).resources).not.toContain("secret.example.yaml");
    for (const v of Object.values(secretExample.stringData)) expect(String(v)).toContain("CHANGE-ME");
    expect(resources.some((r) => r.kind === "Secret")).toBe(false);
  });

  test("base resources are namespace-less", () => {
    for (const r of resources) expect(r.metadata.namespace, `${r.kind}/${r.metadata.name}`).toBeUndefined();
  });

  test("overlay patches and image overrides point at base resources and images", () => {
    const prod = join(k8s, "overlays/production");
    const overlay = kustomization(prod);
    for (const p of overlay.patches)
      for (const doc of byFile.get(join(prod, p.path))!)
        expect(
          find(doc.kind, doc.metadata.name),
          `${p.path}: ${doc.kind}/${doc.metadata.name}`,
        ).toBeDefined();
    const images = [api, worker, find("Job", "grindstone-migrate")].map((d) => container(d).image);
    for (const i of overlay.images) expect(images).toContain(i.name);
  });
});

describe("environment", () => {
  test("every ConfigMap, Secret and container variable is one the api or the worker reads", () => {
    const overlayConfig = byFile.get(join(k8s, "overlays/production/config-patch.yaml"))![0];
    const names = [
      ...Object.keys(configMap.data),
      ...Object.keys(overlayConfig.data),
      ...secretKeys,
      ...[api, worker].flatMap((d) => (container(d).env ?? []).map((e: Doc) => e.name)),
    ];
    expect(names.filter((n) => !apiKeys.includes(n) && !workerKeys.includes(n))).toEqual([]);
  });

  test("the api's, the worker's and the migrations Job's environments parse with their schemas", () => {
    const apiEnv = envSchema.safeParse(podEnv(container(api)));
    expect(apiEnv.success ? [] : apiEnv.error.issues).toEqual([]);
    expect(apiEnv.data?.NODE_ENV).toBe("production");
    expect(apiEnv.data?.TRUST_PROXY).toBe(true);
    const workerEnv = workerEnvSchema.safeParse(podEnv(container(worker)));
    expect(workerEnv.success ? [] : workerEnv.error.issues).toEqual([]);
    const dbEnv = dbEnvSchema.safeParse(podEnv(container(find("Job", "grindstone-migrate"))));
    expect(dbEnv.success ? [] : dbEnv.error.issues).toEqual([]);
  });
});

describe("api", () => {
  const c = container(api);
  const env = envSchema.parse(podEnv(c));
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("probes request real routes that answer 200, on the container's http port = PORT", async () => {
    const probes = [c.readinessProbe, c.livenessProbe, c.startupProbe];
    expect(c.readinessProbe.httpGet.path).toBe("/api/v1/health/ready");
    expect(c.livenessProbe.httpGet.path).toBe("/api/v1/health/live");
    for (const p of probes) {
      expect(portNumber(c, p.httpGet.port)).toBe(env.PORT);
      const res = await t.app.request(p.httpGet.path);
      expect(res.status, p.httpGet.path).toBe(200);
    }
    expect(portNumber(c, "metrics")).toBe(env.METRICS_PORT);
  });

  test("runs the server only (migrations are the Job's) from the Dockerfile's api target", async () => {
    const dockerfile = await Bun.file(join(root, "Dockerfile")).text();
    expect(c.command).toEqual(["bun", "api/src/index.ts"]);
    expect(dockerfile).toContain(
      `CMD ["sh", "-c", "bun packages/db/src/cli/seed.ts && exec bun ${c.command[1]}"]`,
    );
    expect(container(find("Job", "grindstone-migrate")).command).toEqual([
      "bun",
      "packages/db/src/cli/seed.ts",
    ]);
    for (const d of [api, worker]) {
      const target = container(d).image.replace(/^grindstone-/, "");
      expect(dockerfile).toContain(`AS ${target}\n`);
    }
  });

  test("the grace period outlasts the preStop sleep plus DRAIN_TIMEOUT_MS", () => {
    const [cmd, seconds] = c.lifecycle.preStop.exec.command;
    expect(cmd).toBe("sleep");
    expect(api.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(
      Number(seconds) + env.DRAIN_TIMEOUT_MS / 1000,
    );
  });

  test("the Service selects the api pods and targets the http port; the Ingress routes to it", () => {
    const svc = find("Service", "grindstone-api");
    expect(api.spec.template.metadata.labels).toMatchObject(svc.spec.selector);
    for (const p of svc.spec.ports) expect(portNumber(c, p.targetPort)).toBeDefined();
    const ingress = find("Ingress", "grindstone");
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(svc.metadata.name);
    const port = svc.spec.ports.find((p: Doc) => p.name === backend.port.name);
    expect(portNumber(c, port.targetPort)).toBe(env.PORT);
    const a = ingress.metadata.annotations;
    expect(a["nginx.ingress.kubernetes.io/proxy-read-timeout"]).toBe("3600");
    expect(a["nginx.ingress.kubernetes.io/proxy-send-timeout"]).toBe("3600");
    expect(Number.parseInt(a["nginx.ingress.kubernetes.io/proxy-body-size"], 10) * 1024 * 1024).toBe(
      MAX_BODY_BYTES,
    );
    expect(Object.keys(a).some((k) => k.includes("affinity"))).toBe(false);
  });
});

describe("worker", () => {
  const c = container(worker);
  const env = workerEnvSchema.parse(podEnv(c));

  test("probes hit the metrics listener's health routes on METRICS_PORT", () => {
    // The worker's METRICS_PORT listener serves /metrics, /health/live and /health/ready (the ops contract in
    // packages/shared/src/env.ts).
    expect(c.readinessProbe.httpGet.path).toBe("/health/ready");
    expect(c.livenessProbe.httpGet.path).toBe("/health/live");
    for (const p of [c.readinessProbe, c.livenessProbe])
      expect(portNumber(c, p.httpGet.port)).toBe(env.METRICS_PORT);
  });

  test("one sandbox slot per requested core, in the base and in the production overlay", () => {
    expect(env.WORKER_CONCURRENCY).toBe(Number(c.resources.requests.cpu));
    const patch = byFile.get(join(k8s, "overlays/production/worker-patch.yaml"))![0];
    const pc = patch.spec.template.spec.containers[0];
    const concurrency = pc.env.find((e: Doc) => e.name === "WORKER_CONCURRENCY").value;
    expect(Number(concurrency)).toBe(Number(pc.resources.requests.cpu));
  });

  test("the sandbox gets what bubblewrap needs: root, SYS_ADMIN, no seccomp/AppArmor confinement", () => {
    const sc = c.securityContext;
    expect(sc.runAsUser).toBe(0);
    expect(sc.capabilities.add).toContain("SYS_ADMIN");
    expect(sc.seccompProfile.type).toBe("Unconfined");
    expect(sc.appArmorProfile.type).toBe("Unconfined");
    expect(worker.spec.template.spec.automountServiceAccountToken).toBe(false);
  });

  test("KEDA counts the judge queue's real BullMQ keys", async () => {
    // bullmq is the api's and the worker's dependency, not the scripts'; resolve it from the worker.
    const { QueueKeys } = await import(Bun.resolveSync("bullmq", join(root, "worker")));
    const keys = new QueueKeys(bullPrefix(env.REDIS_PREFIX)).getKeys(JUDGE_QUEUE);
    const scaled = find("ScaledObject", "grindstone-worker");
    const lists = scaled.spec.triggers.map((t: Doc) => t.metadata.listName);
    expect(lists).toEqual([keys.prioritized, keys.wait]);
    for (const t of scaled.spec.triggers) {
      expect(t.type).toBe("redis");
      expect(find("TriggerAuthentication", t.authenticationRef.name)).toBeDefined();
    }
  });
});

describe("autoscalers and disruption budgets", () => {
  test("each targets an existing Deployment and selects its pods", () => {
    const deployments = all("Deployment");
    const byName = (name: string) => deployments.find((d) => d.metadata.name === name);
    for (const d of deployments)
      expect(d.spec.template.metadata.labels).toMatchObject(d.spec.selector.matchLabels);
    const hpa = find("HorizontalPodAutoscaler", "grindstone-api");
    expect(hpa.apiVersion).toBe("autoscaling/v2");
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: "Deployment", name: "grindstone-api" });
    expect(hpa.spec.metrics[0].resource.name).toBe("cpu");
    expect(byName(find("ScaledObject", "grindstone-worker").spec.scaleTargetRef.name)).toBe(worker);
    const pdbs = all("PodDisruptionBudget");
    expect(pdbs).toHaveLength(2);
    for (const pdb of pdbs) {
      expect(pdb.spec.minAvailable).toBe(1);
      const target = byName(pdb.metadata.name);
      expect(target.spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
    }
  });
});
