/**
 * `bun run test:faults`: the fault-injection suite (issue 10). Starts its own Postgres cluster and Redis (AOF on)
 * on free ports, two API instances and two workers, then for each scenario runs a burst from many users, breaks
 * one thing mid-burst, and checks the invariants once it is back. Prints each scenario's checks and recovery
 * figures; writes <FAULTS_OUT_DIR>/faults.json and faults.xml (JUnit, one case per scenario); exits 1 on a failure.
 */
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDb } from "@grindstone/db";
import { type Haproxy, startHaproxy } from "../lb/haproxy.ts";
import { prepareDatabase } from "../preflight.ts";
import { faultsEnv as env } from "./env.ts";
import { check } from "./lib/check.ts";
import { startFleet, stopFleet } from "./lib/fleet.ts";
import { signIn } from "./lib/http-user.ts";
import { loadWorkload } from "./lib/load.ts";
import { createPgCluster } from "./lib/pg-cluster.ts";
import { freePort } from "./lib/ports.ts";
import { Recorder } from "./lib/recorder.ts";
import { createRedisServer } from "./lib/redis-server.ts";
import { junit, markdownRows, printScenario } from "./lib/report.ts";
import { FAULTS } from "./scenarios/index.ts";
import type { ScenarioResult } from "./scenarios/run-scenario.ts";
import { runScenario } from "./scenarios/run-scenario.ts";

const ADMIN = { email: "admin@grindstone.dev", password: "faults-admin-password" };

const root = new URL("../..", import.meta.url).pathname;
const outDir = join(root, env.FAULTS_OUT_DIR);
const logDir = join(outDir, "faults-logs");
mkdirSync(logDir, { recursive: true });
const started = Date.now();

const selected = FAULTS.filter((f) => env.FAULTS_ONLY.length === 0 || env.FAULTS_ONLY.includes(f.name));
console.log(
  `[faults] ${selected.length} scenarios; ${env.FAULTS_USERS} users, bursts of ${env.FAULTS_BURST}; logs in ${logDir}`,
);
const pg = await createPgCluster();
const redis = await createRedisServer();
const databaseUrl = pg.url("grindstone");
const results: ScenarioResult[] = [];
let fleet: Awaited<ReturnType<typeof startFleet>> | null = null;
let lb: Haproxy | null = null;
const { db, sql } = createDb(databaseUrl, { max: 4 });
try {
  await prepareDatabase({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  // The workers run with the production defaults (sweeper included): the suite proves what ships.
  fleet = await startFleet({ databaseUrl, redisUrl: redis.url, logDir, workerEnv: {} });
  const apiUrls = fleet.apis.map((a) => a.url!);
  // The production balancer policy in front of the same two instances, for the scenarios that go through it.
  lb = await startHaproxy({
    dir: join(outDir, "faults-lb"),
    port: await freePort(),
    bind: "127.0.0.1",
    backends: fleet.apis.map((a) => ({
      name: a.name,
      host: "127.0.0.1",
      port: Number(new URL(a.url!).port),
    })),
    stdio: openSync(join(logDir, "haproxy.log"), "a"),
  });
  const admin = await signIn(new Recorder(), apiUrls, "/auth/login", ADMIN, "admin");
  const suite = {
    fleet,
    pg,
    redis,
    sql,
    db,
    work: await loadWorkload(sql),
    adminCookie: admin.cookie,
    apiUrls,
    lb,
    users: env.FAULTS_USERS,
    burst: env.FAULTS_BURST,
  };
  for (const fault of selected) {
    let result: ScenarioResult;
    try {
      result = await runScenario(suite, fault);
    } catch (err) {
      const message = (err as Error).stack ?? String(err);
      result = {
        name: fault.name,
        ok: false,
        durationMs: 0,
        checks: [check("the scenario ran to the end", false, message)],
        figures: {},
        statuses: {},
      };
      await fleet.reviveDead().catch(() => {});
    }
    results.push(result);
    printScenario(result);
  }
} finally {
  await lb?.stop();
  if (fleet) await stopFleet(fleet);
  await sql.end({ timeout: 1 }).catch(() => {});
  await redis.destroy(env.FAULTS_KEEP === "1");
  await pg.destroy(env.FAULTS_KEEP === "1");
}

const failed = results.filter((r) => !r.ok);
writeFileSync(
  join(outDir, "faults.json"),
  `${JSON.stringify({ startedAt: new Date(started).toISOString(), results }, null, 2)}\n`,
);
writeFileSync(join(outDir, "faults.xml"), junit(results));
writeFileSync(join(outDir, "faults.md"), `${markdownRows(results)}\n`);
console.log(`\n${markdownRows(results)}`);
console.log(
  `\n[faults] ${results.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed.length > 0 || results.length === 0 ? 1 : 0);
