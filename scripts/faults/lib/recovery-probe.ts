import { SOCKET_CLIENT_OPTIONS } from "@grindstone/shared";
import type postgres from "postgres";
import { io } from "socket.io-client";
import { type Check, targetCheck } from "./check.ts";
import { submissionOf } from "./clicks.ts";
import { type HttpUser, signUp } from "./http-user.ts";
import { body, type Workload } from "./load.ts";
import { Recorder } from "./recorder.ts";

/** The target: once the dependency is back, a learner's next click and a newly opened page work at once. */
export const RECOVERED_WITHIN_MS = 3000;
/** How long the probe keeps trying, so a slow recovery is measured rather than only failed. */
const PROBE_FOR_MS = 30_000;
const RETRY_EVERY_MS = 100;
const SOCKET_ATTEMPT_MS = 1000;

/** One probe user per API instance, talking to that instance only (so neither instance hides behind the other). */
export type RecoveryProbe = { url: string; user: HttpUser }[];

/** Made before the fault: sign-up needs the dependencies that are about to go away. */
export async function recoveryProbe(apiUrls: string[], tag: string): Promise<RecoveryProbe> {
  return Promise.all(
    apiUrls.map(async (url, i) => ({ url, user: await signUp(new Recorder(), [url], `${tag}probe${i}`) })),
  );
}

/**
 * From the return on, on every instance: a brand-new submit (a fresh Idempotency-Key each attempt, every 100 ms,
 * no client backoff in the way) until one is accepted, and a brand-new socket (reconnection off; a fresh one per
 * attempt) until one connects. Measures the server's recovery, not a client's retry schedule. A submit counts as
 * accepted when its row was stored (its created_at): the answer itself may be held for the verdict (JUDGE_WAIT_MS).
 */
export async function measureRecovery(
  probe: RecoveryProbe,
  work: Workload,
  returnedAt: number,
  sql: postgres.Sql,
  /** Whether the 3 s target applies (the Postgres outage) or the figures are only reported (Redis: see below). */
  target = true,
): Promise<{ checks: Check[]; figures: Record<string, number | null> }> {
  const deadline = returnedAt + PROBE_FOR_MS;
  const results = await Promise.all(
    probe.map(async ({ url, user }) => {
      const [submitAt, socketAt] = await Promise.all([
        firstAcceptedSubmit(user, work, deadline, sql),
        firstSocket(url, user.cookie, deadline),
      ]);
      const after = (t: number | null) => (t === null ? null : Math.max(0, t - returnedAt));
      return { url, submitMs: after(submitAt), socketMs: after(socketAt) };
    }),
  );
  const show = (ms: number | null) => (ms === null ? `never (${PROBE_FOR_MS / 1000} s)` : `${ms} ms`);
  const worst = (key: "submitMs" | "socketMs") =>
    results.some((r) => r[key] === null) ? null : Math.max(...results.map((r) => r[key] as number));
  const submitMs = worst("submitMs");
  const socketMs = worst("socketMs");
  return {
    checks: !target
      ? []
      : [
          targetCheck(
            `a new submit accepted and a new socket connected within ${RECOVERED_WITHIN_MS / 1000} s of the return, on every instance`,
            submitMs === null || socketMs === null ? null : Math.max(submitMs, socketMs),
            RECOVERED_WITHIN_MS,
            results
              .map((r) => `${new URL(r.url).port}: submit ${show(r.submitMs)}, socket ${show(r.socketMs)}`)
              .join("; "),
          ),
        ],
    figures: {
      "first new submit accepted after return (ms)": submitMs,
      "first new socket connected after return (ms)": socketMs,
    },
  };
}

async function firstAcceptedSubmit(user: HttpUser, work: Workload, deadline: number, sql: postgres.Sql) {
  const p = work.problems[0]!;
  const request = JSON.stringify(body(p, p.solution));
  while (Date.now() < deadline) {
    const reply = await user.call("/execute-code/submit", {
      method: "POST",
      body: request,
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    const id = submissionOf(reply)?.id;
    if ((reply.status === 200 || reply.status === 202) && id) {
      const [row] = await sql`select created_at from submissions where id = ${id}`;
      return row ? new Date(row.created_at as Date | string).getTime() : Date.now();
    }
    await Bun.sleep(RETRY_EVERY_MS);
  }
  return null;
}

async function firstSocket(url: string, cookie: string, deadline: number) {
  while (Date.now() < deadline) {
    const socket = io(url, {
      ...SOCKET_CLIENT_OPTIONS,
      transports: [...SOCKET_CLIENT_OPTIONS.transports],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    const connected = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), SOCKET_ATTEMPT_MS);
      socket.once("connect", () => {
        clearTimeout(timer);
        resolve(true);
      });
      socket.once("connect_error", () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    const at = Date.now();
    socket.disconnect();
    if (connected) return at;
    await Bun.sleep(RETRY_EVERY_MS);
  }
  return null;
}
