import type { Db } from "@grindstone/db";
import type postgres from "postgres";
import type { Haproxy } from "../../lb/haproxy.ts";
import type { Check } from "../lib/check.ts";
import type { Fleet } from "../lib/fleet.ts";
import type { SimUser, Workload } from "../lib/load.ts";
import type { PgCluster } from "../lib/pg-cluster.ts";
import type { Recorder } from "../lib/recorder.ts";
import type { RedisServer } from "../lib/redis-server.ts";

/** What every scenario gets: the running stack and a way to look at Postgres directly. */
export type Suite = {
  fleet: Fleet;
  pg: PgCluster;
  redis: RedisServer;
  sql: postgres.Sql;
  db: Db;
  work: Workload;
  adminCookie: string;
  apiUrls: string[];
  /** HAProxy in front of the API instances (the production policy, scripts/lb/). */
  lb: Haproxy;
  users: number;
  burst: number;
};

/** What a fault reports back once the broken piece is back (or, for a kill, once it happened). */
export type Injected = {
  /** When recovery starts: the dependency answers again, the process was restarted, or the kill/block itself. */
  returnedAt: number;
  /** Whether the APIs' health is expected to have dipped, so "healthy within 3 s" applies. */
  healthTarget: boolean;
  /** Users whose sessions were ended on purpose (not expected to reconnect). */
  blocked?: Set<string>;
  checks?: Check[];
  figures?: Record<string, number | string | null>;
  /** Checks still being measured from the return on (alongside the scenario's own waits, so neither delays the other). */
  measuring?: Promise<{ checks: Check[]; figures: Record<string, number | string | null> }>;
};

export type Fault = {
  name: string;
  /** Clients reach the APIs only through the load balancer (else each prefers one instance, failing over itself). */
  viaBalancer?: boolean;
  /** Breaks something while the burst runs and returns when it is back. */
  inject: (s: Suite, rec: Recorder, users: SimUser[]) => Promise<Injected>;
};
