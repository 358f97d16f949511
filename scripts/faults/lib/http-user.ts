import { clientTimeout } from "./budget.ts";
import { Recorder } from "./recorder.ts";

export type Reply = {
  status: number | "network" | "timeout";
  body: unknown;
  instance: string;
  setCookie?: string | null;
};

export type HttpUser = {
  name: string;
  userId: string;
  cookie: string;
  /** Preferred instance first; a refused connection moves on to the next, as a load balancer would. */
  urls: string[];
  call: (path: string, init?: RequestInit) => Promise<Reply>;
};

async function once(
  rec: Recorder,
  url: string,
  path: string,
  init: RequestInit,
  cookie: string,
): Promise<Reply> {
  const timeoutMs = clientTimeout(path);
  const startedAt = Date.now();
  const method = init.method ?? "GET";
  let reply: Reply;
  try {
    const res = await fetch(`${url}/api/v1${path}`, {
      ...init,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the report
    }
    reply = { status: res.status, body, instance: url, setCookie: res.headers.get("set-cookie") };
  } catch (err) {
    const name = (err as Error).name;
    reply = {
      status: name === "TimeoutError" || name === "AbortError" ? "timeout" : "network",
      body: null,
      instance: url,
    };
  }
  const code = (reply.body as { code?: unknown } | null)?.code;
  rec.record({
    method,
    path: path.replace(/[0-9a-f-]{36}/g, ":id"),
    instance: url,
    status: reply.status,
    code: typeof code === "string" ? code : null,
    startedAt,
    ms: Date.now() - startedAt,
    timeoutMs,
  });
  return reply;
}

/** Sends one request, failing over to the next instance only when the connection itself was refused. */
export async function send(
  rec: Recorder,
  urls: string[],
  cookie: string,
  path: string,
  init: RequestInit = {},
) {
  let reply: Reply | null = null;
  for (const url of urls) {
    reply = await once(rec, url, path, init, cookie);
    if (reply.status !== "network") return reply;
  }
  return reply!;
}

/**
 * Signs a new user up; `rec` then records the user's later calls. Sign-up itself is set-up, not load: its answers
 * are not part of any scenario. A sign-up whose answer timed out may have happened: then the user signs in.
 */
export async function signUp(rec: Recorder, urls: string[], name: string): Promise<HttpUser> {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@faults.grindstone.dev`;
  const password = "faults-password";
  try {
    return withRecorder(
      await signIn(new Recorder(), urls, "/auth/register", { name, email, password }, name),
      rec,
    );
  } catch {
    return withRecorder(await signIn(new Recorder(), urls, "/auth/login", { email, password }, name), rec);
  }
}

const withRecorder = (u: HttpUser, rec: Recorder): HttpUser => ({
  ...u,
  call: (p, init) => send(rec, u.urls, u.cookie, p, init),
});

export async function signIn(
  rec: Recorder,
  urls: string[],
  path: "/auth/register" | "/auth/login",
  body: Record<string, string>,
  name: string,
): Promise<HttpUser> {
  for (let attempt = 0; ; attempt++) {
    const reply = await send(rec, urls, "", path, { method: "POST", body: JSON.stringify(body) });
    if (typeof reply.status === "number" && reply.status < 300 && reply.setCookie) {
      const cookie = reply.setCookie.split(";")[0]!;
      const { user } = reply.body as { user: { id: string } };
      return { name, userId: user.id, cookie, urls, call: (p, init) => send(rec, urls, cookie, p, init) };
    }
    if (attempt >= 5 || reply.status === 409)
      throw new Error(`${path} for ${name} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    await Bun.sleep(500);
  }
}
