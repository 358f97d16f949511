import { balancerKillAndDrain } from "./balancer-fault.ts";
import { blockAcross } from "./block-fault.ts";
import { postgresOutage, redisOutage } from "./dependency-faults.ts";
import { apiKill, workerKill, workerTerm } from "./process-faults.ts";
import type { Fault } from "./suite.ts";

/** The scenarios, in an order that leaves the long outages for last. */
export const FAULTS: Fault[] = [
  workerKill,
  workerTerm,
  apiKill,
  balancerKillAndDrain,
  blockAcross,
  redisOutage(8),
  postgresOutage(8),
  redisOutage(35),
  postgresOutage(35),
  postgresOutage(35, 2),
];
