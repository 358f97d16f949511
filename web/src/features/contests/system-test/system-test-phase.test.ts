import { expect, test } from "bun:test";
import { SYSTEM_TEST_TEXT } from "@grindstone/shared";
import { standingsProvisional, systemTestPhase } from "./system-test-phase.ts";

const round = (status: "NONE" | "RUNNING" | "DONE", done = 0, total = 0) => ({
  pretests: true,
  systemTest: { status, done, total },
});

test("no pretests: nothing to show, and the standings are final at the end", () => {
  const plain = { pretests: false, systemTest: { status: "NONE" as const, done: 0, total: 0 } };
  expect(systemTestPhase(plain, "LIVE")).toBeNull();
  expect(systemTestPhase(plain, "ENDED")).toBeNull();
  expect(standingsProvisional(plain, "ENDED")).toBe(false);
});

test("before the end, the note only", () => {
  expect(systemTestPhase(round("NONE"), "UPCOMING")).toEqual({ kind: "round" });
  expect(systemTestPhase(round("NONE"), "LIVE")).toEqual({ kind: "round" });
  expect(standingsProvisional(round("NONE"), "LIVE")).toBe(false);
});

test("after the end: waiting, running with its progress, done", () => {
  expect(systemTestPhase(round("NONE"), "ENDED")).toEqual({
    kind: "waiting",
    text: SYSTEM_TEST_TEXT.waiting,
  });
  expect(systemTestPhase(round("RUNNING", 3, 10), "ENDED")).toEqual({
    kind: "running",
    text: SYSTEM_TEST_TEXT.running(3, 10),
    done: 3,
    total: 10,
  });
  expect(systemTestPhase(round("DONE", 10, 10), "ENDED")).toEqual({
    kind: "done",
    text: SYSTEM_TEST_TEXT.done,
  });
  expect(standingsProvisional(round("NONE"), "ENDED")).toBe(true);
  expect(standingsProvisional(round("RUNNING", 3, 10), "ENDED")).toBe(true);
  expect(standingsProvisional(round("DONE", 10, 10), "ENDED")).toBe(false);
});
