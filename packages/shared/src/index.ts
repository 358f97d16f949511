export * from "./auth.ts";
export * from "./constants.ts";
export * from "./errors.ts";
export * from "./socket-events.ts";
export * from "./judge.ts";
export * from "./queue.ts";
export * from "./submissions.ts";
