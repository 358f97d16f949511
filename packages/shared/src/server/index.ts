/**
 * The server-only entry (`@grindstone/shared/server`): Redis keys, queues, job payloads and options, and what one
 * server process stores in Redis for another. The API, the worker, scripts and benches import it; the web never
 * does (scripts/package-entries.test.ts), so none of it can reach the browser bundle.
 */
export * from "./background-queue.ts";
export * from "./challenge-queue.ts";
export * from "./contest-queue.ts";
export * from "./import-queue.ts";
export * from "./judge-queue.ts";
export * from "./leaderboard.ts";
export * from "./socket-io.ts";
