import { expect, test } from "bun:test";
import { hostname } from "node:os";
import { Writable } from "node:stream";
import { createLogger, logFormat } from "./logger.ts";

const capture = () => {
  const out: string[] = [];
  return { out, stream: { write: (s: string) => void out.push(s) } };
};

test("LOG_FORMAT decides; unset, pretty only when stdout is a terminal", () => {
  expect(logFormat({ LOG_FORMAT: "json" }, true)).toBe("json");
  expect(logFormat({ LOG_FORMAT: "pretty" }, false)).toBe("pretty");
  expect(logFormat({}, true)).toBe("pretty");
  expect(logFormat({}, false)).toBe("json");
});

test("JSON lines carry name, pid, hostname, an ISO time and the level as a label", () => {
  const { out, stream } = capture();
  createLogger("worker", { LOG_LEVEL: "info", LOG_FORMAT: "json" }, stream).info({ jobId: "7" }, "done");
  expect(out).toHaveLength(1);
  const line = JSON.parse(out[0]!);
  expect(line).toMatchObject({ name: "worker", pid: process.pid, hostname: hostname(), level: "info" });
  expect(line).toMatchObject({ jobId: "7", msg: "done" });
  expect(new Date(line.time).toISOString()).toBe(line.time);
});

test("LOG_LEVEL filters: below it nothing is written", () => {
  const { out, stream } = capture();
  const log = createLogger("api", { LOG_LEVEL: "warn", LOG_FORMAT: "json" }, stream);
  log.info("quiet");
  log.debug("quieter");
  log.warn("heard");
  expect(out.map((l) => JSON.parse(l).msg)).toEqual(["heard"]);
});

test("pretty output is a readable line, not JSON, without pid and hostname", async () => {
  const out: string[] = [];
  // pino-pretty pipes into its destination, so this one is a real stream.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      out.push(String(chunk));
      done();
    },
  });
  createLogger("api", { LOG_LEVEL: "info", LOG_FORMAT: "pretty" }, stream).info({ reqId: "r-1" }, "hello");
  await new Promise((resolve) => setImmediate(resolve));
  const text = out.join("");
  expect(text).toContain("INFO (api): hello");
  expect(text).toContain('{"reqId":"r-1"}');
  expect(text.trimEnd().split("\n")).toHaveLength(1);
  expect(text).not.toContain(String(process.pid));
  expect(() => JSON.parse(out[0]!)).toThrow();
});
