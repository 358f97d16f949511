import { createServer } from "node:net";

/** A port nobody listens on right now (the OS picks it), so the suite never collides with 5432/6379 or a peer. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
