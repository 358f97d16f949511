import { describe, expect, test } from "bun:test";
import { MAX_STORED_OUTPUT_BYTES } from "./judge.ts";
import {
  COMPILER_OUTPUT_CUT_MARKER,
  compilerOutputText,
  controlPictures,
  displayText,
} from "./output-text.ts";

const bytes = (...b: number[]) => new Uint8Array(b);
const utf8Length = (s: string) => new TextEncoder().encode(s).byteLength;

describe("displayText", () => {
  test("C0 controls and DEL become Control Pictures; TAB, LF and CR stay", () => {
    expect(displayText(bytes(0x61, 0x00, 0x62))).toBe("a\u2400b");
    expect(displayText("\x1b[31mred\x1b[0m")).toBe("\u241b[31mred\u241b[0m");
    expect(displayText("\x7f\x07\x08\x0b\x0c\x1f")).toBe("\u2421\u2407\u2408\u240b\u240c\u241f");
    expect(displayText("a\tb\r\nc\n")).toBe("a\tb\r\nc\n");
  });

  test("invalid UTF-8 becomes U+FFFD, valid text is unchanged", () => {
    expect(displayText(bytes(0x61, 0xff, 0xfe, 0x62, 0xc3))).toBe("a\ufffd\ufffdb\ufffd");
    expect(displayText("héllo 世界 🙂")).toBe("héllo 世界 🙂");
  });

  test("is cut at the byte cap on a character boundary, after the mapping grew it", () => {
    const nuls = new Uint8Array(MAX_STORED_OUTPUT_BYTES); // 64 KB of NUL: 192 KB once mapped
    const out = displayText(nuls);
    expect(utf8Length(out)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
    expect(out).toMatch(/^\u2400+$/);
    const wide = displayText("é".repeat(MAX_STORED_OUTPUT_BYTES));
    expect(utf8Length(wide)).toBe(MAX_STORED_OUTPUT_BYTES);
    expect(wide).toMatch(/^é+$/);
    // A long output is cut without a marker; a short one is returned whole.
    expect(displayText("x".repeat(10 * MAX_STORED_OUTPUT_BYTES))).toBe("x".repeat(MAX_STORED_OUTPUT_BYTES));
    expect(displayText("x".repeat(MAX_STORED_OUTPUT_BYTES))).toBe("x".repeat(MAX_STORED_OUTPUT_BYTES));
  });

  test("a multi-byte character split by the cap is dropped, never half-decoded", () => {
    const text = `${"x".repeat(MAX_STORED_OUTPUT_BYTES - 1)}世`;
    expect(displayText(text)).toBe("x".repeat(MAX_STORED_OUTPUT_BYTES - 1));
  });

  test("is idempotent, so applying it again (defence in depth) changes nothing", () => {
    const once = displayText(bytes(0x00, 0x1b, 0xff, 0x41));
    expect(displayText(once)).toBe(once);
    expect(controlPictures(once)).toBe(once);
  });
});

describe("compilerOutputText", () => {
  test("a long compiler output ends with the cut marker, within the cap", () => {
    const out = compilerOutputText("Main.java:1: error: cannot find symbol\n".repeat(100_000));
    expect(out.endsWith(COMPILER_OUTPUT_CUT_MARKER)).toBe(true);
    expect(utf8Length(out)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
    expect(COMPILER_OUTPUT_CUT_MARKER).toContain("cut at 64 KB");
  });

  test("a short one is only mapped, never marked", () => {
    expect(compilerOutputText("Main.java:1: error: \x00\n")).toBe("Main.java:1: error: \u2400\n");
  });
});
