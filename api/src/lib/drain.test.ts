import { afterEach, expect, test } from "bun:test";
import { SOCKET_GUEST_AUTH } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { io as connect } from "socket.io-client";
import { freePort, spawnApi } from "../test/instances.ts";

/**
 * SIGTERM on a real API process (not a function call): the order a load balancer relies on, observed from outside.
 */
let proc: Subprocess | null = null;
afterEach(() => proc?.kill("SIGKILL"));

async function startInstance() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  proc = spawnApi(port, { DRAIN_TIMEOUT_MS: "15000", LOG_LEVEL: "info", LOG_FORMAT: "json" }, "pipe");
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(`${url}/api/v1/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, proc };
    await Bun.sleep(100);
  }
  throw new Error("the instance did not become ready");
}

test("SIGTERM: ready turns 503 at once, new requests are refused for replay, in-flight ones finish, sockets close, exit 0", async () => {
  const { url, proc } = await startInstance();
  expect((await fetch(`${url}/api/v1/health/ready`)).status).toBe(200);

  // A socket that would reconnect elsewhere: what matters is that the close is a transport close, not a
  // server-side "io server disconnect" (after which a Socket.IO client does not reconnect by itself).
  // A guest socket (no session needed): the handshake admits a cookie-less one only when it asks to be a guest.
  const socket = connect(url, {
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    auth: { ...SOCKET_GUEST_AUTH },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));

  // An in-flight request held open by its unfinished body: the instance must wait for it.
  let sendRest!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"email":"drain@test.grindstone.dev",'));
      sendRest = () => {
        controller.enqueue(new TextEncoder().encode('"password":"wrong-password"}'));
        controller.close();
      };
    },
  });
  const inFlight = fetch(`${url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  await Bun.sleep(300); // the request has reached the handler and waits for the rest of its body

  proc.kill("SIGTERM");
  await Bun.sleep(200);

  const ready = await fetch(`${url}/api/v1/health/ready`);
  expect(ready.status).toBe(503);
  expect(((await ready.json()) as { status: string }).status).toBe("draining");
  // Liveness stays green: the process is fine, it is finishing its work.
  expect((await fetch(`${url}/api/v1/health/live`)).status).toBe(200);

  const refused = await fetch(`${url}/api/v1/problems`);
  expect(refused.status).toBe(503);
  expect(refused.headers.get("connection")).toBe("close");
  expect(((await refused.json()) as { code: string }).code).toBe("SERVICE_UNAVAILABLE");

  expect(await closed).toBe("transport close");
  expect(proc.exitCode).toBeNull(); // still waiting for the in-flight request

  sendRest();
  const finished = await inFlight;
  // It ran to its normal answer (wrong credentials), not a drain refusal.
  expect(finished.status).toBe(401);
  expect(await proc.exited).toBe(0);
  const out = await new Response(proc.stdout as ReadableStream).text();
  expect(out).toContain("all requests finished");
  socket.close();
});
