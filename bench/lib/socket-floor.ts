/**
 * The floor of `bench/realtime.ts`: the least a Socket.IO server on the same stack can do for a discussion post.
 * Same engine (`@socket.io/bun-engine`), same Redis adapter, same room names and event shapes as the API, but no
 * auth, no validation, no rate limit and no database: `newMessage` is broadcast to the room as a message of the
 * same shape and acked. Run as a child process, two of them on one Redis: `PORT`, `REDIS_URL`, `ADAPTER_KEY`.
 */
import { Server as Engine } from "@socket.io/bun-engine";
import { createAdapter } from "@socket.io/redis-adapter";
import Redis from "ioredis";
import { Server } from "socket.io";
import { socketFloorEnv } from "../env.ts";

const env = socketFloorEnv();
const port = env.PORT;
const pub = new Redis(env.REDIS_URL);
const sub = pub.duplicate();
const io = new Server({
  adapter: createAdapter(pub, sub, { key: env.ADAPTER_KEY }),
  transports: ["websocket"],
});
// The API's engine settings, so heartbeats cost the same.
const engine = new Engine({ path: "/socket.io/", pingInterval: 25_000, pingTimeout: 20_000 });
io.bind(engine);

type Ack = (answer: unknown) => void;
io.on("connection", (socket) => {
  socket.on("joinRoom", (problemId: string, ack?: Ack) => {
    void socket.join(`problem:${problemId}`);
    ack?.({ ok: true });
  });
  socket.on("newMessage", (payload: { problemId: string; message: string }, ack?: Ack) => {
    const id = crypto.randomUUID();
    const message = {
      id,
      _id: id,
      problemId: payload.problemId,
      userId: id,
      username: "Floor",
      message: payload.message,
      timestamp: new Date().toISOString(),
      upvotes: 0,
      downvotes: 0,
      voteVersion: 0,
      userVote: null,
    };
    io.to(`problem:${payload.problemId}`).emit("messageAdded", message);
    ack?.({ message });
  });
});

const handler = engine.handler();
Bun.serve({ port, ...handler, fetch: (req, server) => engine.handleRequest(req, server) });
console.log(`[floor] listening on ${port} (pid ${process.pid})`);
process.on("SIGTERM", () => process.exit(0));
