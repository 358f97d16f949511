import { expect, test } from "bun:test";
import { statusTone } from "./status-badge.tsx";

test("spec §4's three styles, the rest neutral", () => {
  expect(statusTone("Accepted")).toBe("success");
  expect(statusTone("Wrong Answer")).toBe("error");
  expect(statusTone("Time Limit Exceeded")).toBe("warning");
  expect(statusTone("Runtime Error")).toBe("neutral");
  expect(statusTone("Queued")).toBe("neutral");
});

test("issue 28: Pretests Passed is a provisional success, Skipped neutral", () => {
  expect(statusTone("Pretests Passed")).toBe("provisional");
  expect(statusTone("Skipped")).toBe("neutral");
});
