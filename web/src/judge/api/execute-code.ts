import { type ExecuteCodeBody, IDEMPOTENCY_KEY_HEADER } from "@grindstone/shared";
import { api, call } from "@/lib/api-client.ts";

/**
 * A key for one Run or Submit click: the API judges a request it has seen under the same key only once.
 * `randomUUID` exists only in secure contexts (https, localhost); `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40; // version 4
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST /execute-code/ (Run) and /execute-code/submit. Both answer with the verdict when the judge is quick
 * (200) or with the pending submission (202, status Queued/Running); progress then comes over the socket.
 * `idempotencyKey` names the click: pass the same one when sending that click again.
 */
export function runCode(body: ExecuteCodeBody, idempotencyKey: string) {
  return call(
    api["execute-code"].$post({ json: body }, { ...clickHeaders(idempotencyKey), fetch: withTrailingSlash }),
  );
}

/**
 * The spec spells Run's path "/execute-code/". The API takes it with or without the slash, but hc builds paths
 * without one, so Run's request puts it back: proxies, logs and tests see the spec's path.
 */
const withTrailingSlash = (url: RequestInfo | URL, init?: RequestInit) => fetch(`${String(url)}/`, init);

export function submitCode(body: ExecuteCodeBody, idempotencyKey: string) {
  return call(api["execute-code"].submit.$post({ json: body }, clickHeaders(idempotencyKey)));
}

const clickHeaders = (idempotencyKey: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

/** GET /submission/{id}: a submission's or a run's current state (runs are kept for a while after judging). */
export async function getSubmission(id: string) {
  const { submission } = await call(api.submission[":id"].$get({ param: { id: encodeURIComponent(id) } }));
  return submission;
}
