import { afterAll, afterEach, beforeAll } from "bun:test";
import { createTestApp } from "./harness.ts";

/**
 * One real app for a whole test file, registered at its top level: built before its tests, ctx.clock set back to
 * the real one after each test (tests move it), and closed after the removals the tests queued in `cleanup`, run in
 * reverse so what was made last (a contest) goes before what it points at (its problems).
 */
export function fileTestApp() {
  let built: Awaited<ReturnType<typeof createTestApp>> | undefined;
  const cleanup: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    built = await createTestApp();
  });
  afterEach(() => {
    if (built) built.ctx.clock = () => new Date();
  });
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
    await built?.close();
  });
  const app = () => {
    if (!built) throw new Error("the file's app is built in beforeAll: use it inside a test");
    return built;
  };
  return {
    get ctx() {
      return app().ctx;
    },
    get app() {
      return app().app;
    },
    cleanup,
  };
}
