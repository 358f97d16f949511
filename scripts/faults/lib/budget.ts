import type { Answer, Recorder } from "./recorder.ts";

/** The API's default JUDGE_WAIT_MS (api/src/env.ts): Run and Submit may hold the answer this long for the verdict. */
export const JUDGE_WAIT_MS = 20_000;
/** Every other call is a page load or a poll; a user gives up on it after a few seconds. */
export const PLAIN_TIMEOUT_MS = 5_000;
/** The target: while a dependency is down, every request is answered (503 or otherwise) within 2 s. */
export const OUTAGE_ANSWER_MS = 2_000;

/** The client-side timeout of a request: Run/Submit allow the server's verdict wait plus slack for a loaded box. */
export const clientTimeout = (path: string) =>
  path.startsWith("/execute-code") ? JUDGE_WAIT_MS + PLAIN_TIMEOUT_MS : PLAIN_TIMEOUT_MS;

/**
 * What an answer had to beat. A request that began while a dependency was down had 2 s, whatever it answered: held
 * until the dependency returned and then served is still an answer slower than 2 s during the outage. The one
 * exception is a success begun in the outage's last 2 s, which may rightly go on to wait for its verdict.
 */
export function budgetFor(a: Answer, rec: Recorder) {
  const w = rec.windowAt(a.startedAt);
  if (!w) return a.timeoutMs;
  const ok = typeof a.status === "number" && a.status < 300;
  if (ok && w.to !== null && a.startedAt >= w.to - OUTAGE_ANSWER_MS) return a.timeoutMs;
  return OUTAGE_ANSWER_MS;
}

/** True for answers a real client retries with the same Idempotency-Key: nothing final was said. */
export const retryable = (status: Answer["status"]) =>
  status === "network" ||
  status === "timeout" ||
  status === 429 ||
  (typeof status === "number" && status >= 500);
