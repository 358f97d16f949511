/**
 * `bun run start`: checks Postgres and Redis, migrates, seeds, builds the web app when stale, then runs the API
 * and one worker until Ctrl-C (API_INSTANCES/WORKER_INSTANCES for more, behind HAProxy: scripts/instances.ts).
 * Children get the same environment plus their own port; they parse and validate it themselves.
 */
import { fileURLToPath } from "node:url";
import { DEMO_USER } from "@grindstone/db/seed";
import { loadScriptEnv } from "./env.ts";
import { planInstances } from "./instances.ts";
import { prepareDatabase } from "./preflight.ts";
import { superviseChildren } from "./supervise.ts";
import { webBuildIsStale } from "./web-build.ts";

const env = loadScriptEnv();
const root = fileURLToPath(new URL("..", import.meta.url));

const demoProblems = await prepareDatabase(env);
console.log(`[start] database ready (${demoProblems} demo problems)`);

if (env.SKIP_WEB_BUILD === "0" && webBuildIsStale(root)) {
  console.log("[start] building the web app…");
  const build = Bun.spawnSync([process.execPath, "run", "build"], {
    cwd: `${root}/web`,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (build.exitCode !== 0) {
    console.error("[start] web build failed");
    process.exit(1);
  }
}

const children = planInstances({
  port: env.PORT,
  apiInstances: env.API_INSTANCES,
  workerInstances: env.WORKER_INSTANCES,
  apiMetricsPort: env.METRICS_PORT,
  workerMetricsPort: env.WORKER_METRICS_PORT,
  runDir: `${root}/.tmp/run-${env.PORT}`,
});
if (env.API_INSTANCES > 1 || env.WORKER_INSTANCES > 1) {
  console.log(`[start] ${children.map((c) => c.name).join(", ")}`);
}

await superviseChildren(children, {
  cwd: root,
  healthUrl: `http://127.0.0.1:${env.PORT}/api/v1/health/ready`,
  onReady: () =>
    console.log(
      [
        "",
        `  Grindstone is running at http://localhost:${env.PORT}`,
        `  Admin login: ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD === "admin12345" ? "admin12345" : "(ADMIN_PASSWORD)"}`,
        `  Demo login:  ${DEMO_USER.email} / ${DEMO_USER.password}`,
        "  Press Ctrl-C to stop.",
        "",
      ].join("\n"),
    ),
});
