import { describe, expect, test } from "bun:test";
import { socketReconnectDelay } from "./socket-events.ts";

describe("socketReconnectDelay (spec: 1 s doubling to 5 s, randomisation 0.5)", () => {
  const at = (r: number) => (attempt: number) => socketReconnectDelay(attempt, () => r);

  test("without jitter: 1 s, 2 s, 4 s, then 5 s for good", () => {
    expect([0, 1, 2, 3, 10, 60].map(at(0.5))).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  test("jitter spreads each delay by ±50 % and never goes past the 5 s cap", () => {
    expect([0, 1, 2, 3].map(at(0))).toEqual([500, 1000, 2000, 2500]);
    expect([0, 1, 2, 3].map(at(0.999_999))).toEqual([1500, 3000, 5000, 5000]);
  });

  test("never a tight loop, whatever the attempt count", () => {
    for (const attempt of [-1, 0, 1, 1e6])
      expect(socketReconnectDelay(attempt, () => 0)).toBeGreaterThanOrEqual(500);
  });
});
