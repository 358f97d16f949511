import { retryable } from "./budget.ts";
import type { HttpUser, Reply } from "./http-user.ts";
import { isFinal, type SocketProbe } from "./socket-probe.ts";

export type Click = {
  kind: "run" | "submit";
  key: string;
  startedAt: number;
  /** Every submission id the server answered this click with (more than one = a duplicate). */
  ids: Set<string>;
  /** The final answer: 200/202 when accepted, a 4xx refusal, or "abandoned" when retries ran out. */
  outcome: number | "abandoned" | null;
  attempts: number;
  /** Final statuses seen for the click's id, from the answer, the socket and polls (more than one = two verdicts). */
  verdicts: Set<string>;
  verdictAt: number | null;
};

export type ClickBody = {
  source_code: string;
  language_id: number;
  stdin: string[];
  expected_outputs: string[];
  problemId: string;
};

/** A click's retries give up after this: longer than the 35 s outage plus the 3 s recovery target. */
export const CLICK_RETRY_MS = 90_000;

/**
 * One press of Run or Submit, as the web client makes it: one Idempotency-Key for the click, the same request
 * repeated with that key on a 503, a 429, a dropped connection or a timeout, with backoff, until a deadline.
 */
export async function click(user: HttpUser, kind: Click["kind"], body: ClickBody): Promise<Click> {
  const c: Click = {
    kind,
    key: crypto.randomUUID(),
    startedAt: Date.now(),
    ids: new Set(),
    outcome: null,
    attempts: 0,
    verdicts: new Set(),
    verdictAt: null,
  };
  const path = kind === "submit" ? "/execute-code/submit" : "/execute-code";
  let backoff = 500;
  for (;;) {
    c.attempts++;
    const reply = await user.call(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Idempotency-Key": c.key },
    });
    const sub = submissionOf(reply);
    if (sub) c.ids.add(sub.id);
    if (!retryable(reply.status)) {
      c.outcome = reply.status as number;
      if (sub && isFinal(sub.status)) noteVerdict(c, sub.status);
      return c;
    }
    if (Date.now() - c.startedAt > CLICK_RETRY_MS) {
      c.outcome = "abandoned";
      return c;
    }
    await Bun.sleep(backoff);
    backoff = Math.min(backoff * 2, 2000);
  }
}

export function submissionOf(reply: Reply) {
  const s = (reply.body as { submission?: { id?: unknown; status?: unknown } } | null)?.submission;
  return s && typeof s.id === "string" && typeof s.status === "string"
    ? { id: s.id, status: s.status }
    : null;
}

function noteVerdict(c: Click, status: string) {
  c.verdicts.add(status);
  c.verdictAt ??= Date.now();
}

/**
 * Waits for the click's verdict the way the page does: the socket's updates, and a poll of the submission every
 * 2 s as the fallback a page gets on refocus/reconnect. Stops at `until()` (the scenario's verdict deadline).
 */
export async function awaitVerdict(user: HttpUser, socket: SocketProbe, c: Click, until: () => number) {
  const id = [...c.ids][0];
  if (!id) return;
  let nextPoll = Date.now() + 2000;
  while (Date.now() < until()) {
    for (const u of socket.updates.get(id) ?? []) if (isFinal(u.status)) noteVerdict(c, u.status);
    if (c.verdicts.size > 0) return;
    if (Date.now() >= nextPoll) {
      const reply = await user.call(`/submission/${id}`);
      const sub = submissionOf(reply);
      if (sub && isFinal(sub.status)) noteVerdict(c, sub.status);
      nextPoll = Date.now() + 2000;
    }
    await Bun.sleep(100);
  }
}
