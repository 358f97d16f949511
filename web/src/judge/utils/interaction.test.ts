import { describe, expect, test } from "bun:test";
import { interactionLines } from "./interaction.ts";

describe("an interaction as lines", () => {
  test("the program's lines and the judge's, in order, without their markers", () => {
    expect(interactionLines(">500\n<higher\n>750\n<correct\n")).toEqual([
      { from: "program", text: "500" },
      { from: "judge", text: "higher" },
      { from: "program", text: "750" },
      { from: "judge", text: "correct" },
    ]);
  });

  test("a cut record ends with a cut line; blank lines sent either way are kept", () => {
    expect(interactionLines(">\n<\n>1\n...\n")).toEqual([
      { from: "program", text: "" },
      { from: "judge", text: "" },
      { from: "program", text: "1" },
      { from: "cut", text: "" },
    ]);
  });

  test("no exchange is no lines; a last line without its newline still counts", () => {
    expect(interactionLines("")).toEqual([]);
    expect(interactionLines(">1\n<lower")).toEqual([
      { from: "program", text: "1" },
      { from: "judge", text: "lower" },
    ]);
  });
});
