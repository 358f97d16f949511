import { describe, expect, test } from "bun:test";
import {
  budgetFor,
  clientTimeout,
  JUDGE_WAIT_MS,
  OUTAGE_ANSWER_MS,
  PLAIN_TIMEOUT_MS,
  retryable,
} from "./budget.ts";
import { type Answer, Recorder } from "./recorder.ts";

const answer = (
  startedAt: number,
  ms: number,
  status: Answer["status"],
  path = "/execute-code/submit",
): Answer => ({
  method: "POST",
  path,
  instance: "http://x",
  status,
  code: null,
  startedAt,
  ms,
  timeoutMs: clientTimeout(path),
});

describe("the fault suite's answer budget", () => {
  const rec = new Recorder();
  rec.down(1000);
  rec.up(9000);

  test("outside an outage a request has its client timeout", () => {
    expect(budgetFor(answer(0, 500, 202), rec)).toBe(JUDGE_WAIT_MS + PLAIN_TIMEOUT_MS);
    expect(budgetFor(answer(20_000, 10, 200, "/leaderboard/today"), rec)).toBe(PLAIN_TIMEOUT_MS);
  });

  test("a request begun during the outage has 2 s, whatever it answered", () => {
    expect(budgetFor(answer(2000, 100, 503), rec)).toBe(OUTAGE_ANSWER_MS);
    expect(budgetFor(answer(2000, 100, 202), rec)).toBe(OUTAGE_ANSWER_MS);
  });

  test("held through the outage and served after it is still too slow", () => {
    expect(budgetFor(answer(3000, 7000, 200), rec)).toBe(OUTAGE_ANSWER_MS);
  });

  test("a success begun in the outage's last 2 s may wait for its verdict", () => {
    expect(budgetFor(answer(7500, 15_000, 202), rec)).toBe(JUDGE_WAIT_MS + PLAIN_TIMEOUT_MS);
    expect(budgetFor(answer(7500, 15_000, 503), rec)).toBe(OUTAGE_ANSWER_MS);
  });

  test("an outage still open counts as going on", () => {
    const open = new Recorder();
    open.down(0);
    expect(open.during(1e12)).toBe(true);
  });

  test("a click is retried with its key only when nothing final was said", () => {
    for (const s of ["network", "timeout", 429, 500, 503] as const) expect(retryable(s)).toBe(true);
    for (const s of [200, 202, 400, 401, 403, 404] as const) expect(retryable(s)).toBe(false);
  });
});
