import { describe, expect, test } from "bun:test";
import { createContestBodySchema } from "./contests.ts";

const messages = (body: unknown) => {
  const result = createContestBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};
const valid = {
  title: "Weekly",
  description: "Five problems",
  difficulty: "EASY",
  startTime: "2030-01-01T10:00:00.000Z",
  endTime: "2030-01-01T11:00:00.000Z",
  problemIds: ["0e5c7c4e-3b7e-4b4f-9f3a-7d8f6c2b1a00"],
};

describe("createContestBodySchema", () => {
  test("missing times are reported, not thrown on (the window checks wait for both dates)", () => {
    const found = messages({ ...valid, startTime: "", endTime: "nonsense" });
    expect(found).toContain("startTime: Start time is required");
    expect(found).toContain("endTime: End time must be a valid date");
    expect(found.some((m) => m.startsWith("freezeMinutes"))).toBe(false);
  });

  test("an end before the start is refused", () => {
    expect(messages({ ...valid, endTime: "2030-01-01T09:00:00.000Z" })).toContain(
      "endTime: End time must be after the start time",
    );
  });

  test("a freeze as long as the contest is refused; a valid body passes", () => {
    expect(messages({ ...valid, freezeMinutes: 60 })).toEqual([
      "freezeMinutes: The freeze must be shorter than the contest",
    ]);
    expect(messages(valid)).toEqual([]);
  });
});
