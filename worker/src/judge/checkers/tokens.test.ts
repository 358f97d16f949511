import { describe, expect, test } from "bun:test";
import type { TokensChecker } from "@grindstone/shared";
import { exactChecker } from "./exact.ts";
import { checkTokens, parseFloatToken, tokensChecker } from "./tokens.ts";

/** The rules are the problem package format's default output validator (2025-09); each case names the one it pins. */
const enc = new TextEncoder();
const check = (output: string, answer: string, opts: Omit<Partial<TokensChecker>, "kind"> = {}) =>
  checkTokens(enc.encode(output), answer, { kind: "tokens", ...opts });
const ok = (output: string, answer: string, opts: Omit<Partial<TokensChecker>, "kind"> = {}) =>
  check(output, answer, opts).ok;

describe("tokens and whitespace", () => {
  test("equal output is accepted; empty output against an empty answer too", () => {
    expect(check("1 2 3\n", "1 2 3\n")).toEqual({ ok: true });
    expect(ok("", "")).toBe(true);
    expect(ok("  \n\t", "")).toBe(true);
    expect(ok("", "\n")).toBe(true);
  });

  test("any whitespace run equals any other, leading and trailing included", () => {
    expect(ok("1   2\n\n3\t4", "1 2 3 4\n")).toBe(true);
    expect(ok("  1 2 3   \n\n\n", "1 2 3")).toBe(true);
    expect(ok("1\v2\f3\r4", "1 2 3 4")).toBe(true);
  });

  test("a token split or joined by whitespace is wrong", () => {
    expect(ok("12 3", "1 23")).toBe(false);
    expect(ok("1 2", "12")).toBe(false);
    expect(ok("ab", "a b")).toBe(false);
  });

  test("CRLF equals LF unless whitespace is compared exactly", () => {
    expect(ok("1 2\r\n3\r\n", "1 2\n3\n")).toBe(true);
    expect(ok("1 2\r\n3\r\n", "1 2\n3\n", { spaceChangeSensitive: true })).toBe(false);
    expect(ok("1 2\r\n3\r\n", "1 2\r\n3\r\n", { spaceChangeSensitive: true })).toBe(true);
  });

  test("spaceChangeSensitive: every whitespace byte must be the answer's", () => {
    const strict = { spaceChangeSensitive: true };
    expect(ok("1 2\n3\n", "1 2\n3\n", strict)).toBe(true);
    expect(check("1 2\n3", "1 2\n3\n", strict)).toEqual({
      ok: false,
      message: "Line 2, after token 1: expected a newline, got end of output (whitespace must match exactly)",
    });
    expect(ok("1 2\n3\n\n", "1 2\n3\n", strict)).toBe(false);
    expect(ok("1 2 \n3\n", "1 2\n3\n", strict)).toBe(false);
    expect(ok("1  2\n3\n", "1 2\n3\n", strict)).toBe(false);
    expect(ok("1\t2\n3\n", "1 2\n3\n", strict)).toBe(false);
    expect(ok(" 1 2\n3\n", "1 2\n3\n", strict)).toBe(false);
    expect(ok("1 2 3\n", "1 2\n3\n", strict)).toBe(false);
    expect(ok("", "", strict)).toBe(true);
    expect(ok("", "\n", strict)).toBe(false);
    // Tokens still follow their own rules there.
    expect(ok("YES\n", "yes\n", strict)).toBe(true);
  });

  test("extra output and missing output are wrong, with where they start", () => {
    expect(check("1 2 3\n4\n", "1 2 3\n")).toEqual({
      ok: false,
      message: 'Line 2, token 1: expected end of output, got "4"',
    });
    expect(check("1 2\n", "1 2 3\n")).toEqual({
      ok: false,
      message: 'Line 2: expected "3", got end of output',
    });
    expect(check("", "42\n")).toEqual({ ok: false, message: 'Line 1: expected "42", the output is empty' });
    expect(ok("\n\n", "42\n")).toBe(false);
  });
});

describe("case", () => {
  test("case-insensitive by default, byte for byte with caseSensitive", () => {
    expect(ok("yes\nPOSSIBLE", "YES\npossible")).toBe(true);
    expect(ok("yes", "YES", { caseSensitive: true })).toBe(false);
    expect(ok("YES", "YES", { caseSensitive: true })).toBe(true);
  });

  test("only A-Z fold: other letters, digits and punctuation must be equal", () => {
    expect(ok("É", "é")).toBe(false);
    expect(ok("é", "é")).toBe(true);
    expect(ok("[", "{")).toBe(false); // 0x5b and 0x7b differ by 0x20 but are not letters
    expect(ok("yes", "yesno")).toBe(false);
  });
});

describe("numbers", () => {
  test("without a tolerance numbers are strings: 7.0 is not 7, 1e5 is not 100000", () => {
    expect(ok("7.0", "7")).toBe(false);
    expect(ok("1e5", "100000")).toBe(false);
    expect(ok("0.50", "0.5")).toBe(false);
    expect(ok("1E5", "1e5")).toBe(true); // still case-insensitive as a string
  });

  test("absolute tolerance: exactly at the edge passes, just past it fails", () => {
    const abs = { floatAbsoluteTolerance: 1e-6 };
    expect(ok("1.000001", "1", abs)).toBe(true);
    expect(ok("0.999999", "1", abs)).toBe(true);
    expect(ok("1.0000010001", "1", abs)).toBe(false);
    expect(ok("0.9999989999", "1", abs)).toBe(false);
    // Values exact in binary leave no rounding to argue about.
    expect(ok("1.75", "1.5", { floatAbsoluteTolerance: 0.25 })).toBe(true);
    expect(ok("1.7500001", "1.5", { floatAbsoluteTolerance: 0.25 })).toBe(false);
    // No relative route when only the absolute one is set: a big answer gets no more room.
    expect(ok("1000000.1", "1000000", abs)).toBe(false);
  });

  test("relative tolerance: |s-a| ≤ ε|a|, edge and just past", () => {
    const rel = { floatRelativeTolerance: 1e-6 };
    expect(ok("1000.001", "1000", rel)).toBe(true);
    expect(ok("999.999", "1000", rel)).toBe(true);
    expect(ok("1000.0010001", "1000", rel)).toBe(false);
    expect(ok("-1000.001", "-1000", rel)).toBe(true);
    // Relative to the answer, not the output; and an answer of 0 leaves no room without an absolute tolerance.
    expect(ok("0.0000001", "0", rel)).toBe(false);
    expect(ok("0", "0", rel)).toBe(true);
  });

  test("both set: within either is enough (floatTolerance sets both)", () => {
    const both = { floatTolerance: 1e-6 };
    expect(ok("1000001", "1000000", both)).toBe(true); // relative: 1e-6 × 1e6 = 1
    expect(ok("1000001.5", "1000000", both)).toBe(false);
    expect(ok("0.000001", "0", both)).toBe(true); // absolute
    expect(ok("0.0000011", "0", both)).toBe(false);
    expect(ok("0.333333", "0.3333333333", both)).toBe(true);
    expect(ok("0.3333", "0.3333333333", both)).toBe(false);
    // An explicit absolute or relative tolerance wins over floatTolerance for its own route.
    expect(ok("0.01", "0", { floatTolerance: 1e-6, floatAbsoluteTolerance: 0.01 })).toBe(true);
    expect(ok("1000001", "1000000", { floatTolerance: 1e-6, floatRelativeTolerance: 0 })).toBe(false);
  });

  test("a tolerance of 0 compares numbers by value", () => {
    expect(ok("7.000", "7", { floatTolerance: 0 })).toBe(true);
    expect(ok("7.001", "7", { floatTolerance: 0 })).toBe(false);
  });

  test("exponents in either file, any valid formatting", () => {
    const tol = { floatTolerance: 1e-9 };
    expect(ok("3.14000000e-2", "0.0314", tol)).toBe(true);
    expect(ok("0.0314", "3.14E-2", tol)).toBe(true);
    expect(ok("1E+5", "100000", tol)).toBe(true);
    expect(ok("100000", "1e5", tol)).toBe(true);
    expect(ok(".5", "0.5", tol)).toBe(true);
    expect(ok("5.", "5", tol)).toBe(true);
    expect(ok("+2.5", "2.5", tol)).toBe(true);
    expect(ok("-2.5e0", "-2.5", tol)).toBe(true);
    expect(ok("2.5e0", "-2.5", tol)).toBe(false);
  });

  test("an output token that is not a float by the grammar is wrong where a number is expected", () => {
    const tol = { floatTolerance: 1e-6 };
    for (const bad of ["1e", "1e+", ".", "-", "1.5e3.2", "0x10", "1,5", "1.5abc", "five", "--1", "1..2"]) {
      expect(check(bad, "1.5", tol).message ?? "accepted").toContain("expected the number");
    }
    expect(check("five", "5", tol)).toEqual({
      ok: false,
      message: 'Line 1, token 1: expected the number "5", got "five"',
    });
  });

  test("integers are floats once a tolerance is set", () => {
    const tol = { floatTolerance: 1e-6 };
    expect(ok("7.0", "7", tol)).toBe(true);
    expect(ok("7.0000001", "7", tol)).toBe(true);
    expect(ok("7e0", "7", tol)).toBe(true);
    expect(ok("7", "7.0000001", tol)).toBe(true);
    expect(ok("8", "7", tol)).toBe(false);
  });

  test("nan and inf are not floats: the answer's compare as strings, the output's are never numbers", () => {
    const tol = { floatTolerance: 1e-6 };
    expect(ok("NaN", "nan", tol)).toBe(true);
    expect(ok("NaN", "nan", { ...tol, caseSensitive: true })).toBe(false);
    expect(ok("Infinity", "inf", tol)).toBe(false);
    expect(ok("-INF", "-inf", tol)).toBe(true);
    expect(ok("nan", "1.5", tol)).toBe(false);
    expect(ok("inf", "1e308", tol)).toBe(false);
    // Past the double range a token is not a float either (problemtools: isinf), so it compares as a string.
    expect(ok("1E400", "1e400", tol)).toBe(true);
    expect(ok("1e401", "1e400", tol)).toBe(false);
    expect(ok("1e400", "1e308", tol)).toBe(false);
  });

  test("a non-numeric answer token stays a string under a tolerance", () => {
    const tol = { floatTolerance: 1e-6 };
    expect(ok("Case #1: 0.5000001", "case #1: 0.5", tol)).toBe(true);
    expect(ok("Case #2: 0.5", "case #1: 0.5", tol)).toBe(false); // "#2" is not a number token
    expect(ok("abc", "ABC", tol)).toBe(true);
  });
});

describe("integersExact", () => {
  const exactInts = { floatTolerance: 1e-6, integersExact: true };

  test("1000001 is not 1000000 under 1e-6, nor 012 12, nor +12 12", () => {
    expect(ok("1000001", "1000000", { floatTolerance: 1e-6 })).toBe(true);
    expect(check("1000001", "1000000", exactInts)).toEqual({
      ok: false,
      message: 'Line 1, token 1: expected "1000000", got "1000001"',
    });
    expect(ok("012", "12", { floatTolerance: 1e-6 })).toBe(true);
    expect(ok("012", "12", exactInts)).toBe(false);
    expect(ok("+12", "12", exactInts)).toBe(false);
    expect(ok("12.0", "12", exactInts)).toBe(false);
    expect(ok("12", "12", exactInts)).toBe(true);
    expect(ok("-12", "-12", exactInts)).toBe(true);
  });

  test("a 250-digit answer with its last digit wrong", () => {
    const answer = `${"9".repeat(249)}8`;
    const wrong = `${"9".repeat(249)}7`;
    expect(ok(wrong, answer, { floatTolerance: 1e-6 })).toBe(true); // as doubles they are the same number
    expect(ok(wrong, answer, exactInts)).toBe(false);
    expect(ok(answer, answer, exactInts)).toBe(true);
  });

  test("floats in the same answer keep their tolerance", () => {
    expect(ok("3 0.3333331\n", "3 0.333333\n", exactInts)).toBe(true);
    expect(ok("3 0.3333\n", "3 0.333333\n", exactInts)).toBe(false);
    expect(ok("3.0 0.333333\n", "3 0.333333\n", exactInts)).toBe(false);
  });
});

describe("bytes and messages", () => {
  test("the answer may be given as bytes: the same judgement", () => {
    const opts: TokensChecker = { kind: "tokens", floatTolerance: 1e-6 };
    for (const [output, answer] of [
      ["1 2.0000001", "1 2"],
      ["1 3", "1 2"],
    ] as const) {
      expect(checkTokens(enc.encode(output), enc.encode(answer), opts)).toEqual(
        checkTokens(enc.encode(output), answer, opts),
      );
    }
  });

  test("bytes are compared as printed: invalid UTF-8 is not its replacement character", () => {
    expect(checkTokens(new Uint8Array([0x61, 0xff]), "a\uFFFD", { kind: "tokens" }).ok).toBe(false);
    expect(
      checkTokens(new Uint8Array([0x61, 0xff]), new Uint8Array([0x61, 0xff]), { kind: "tokens" }).ok,
    ).toBe(true);
  });

  test("the message says the line and token of the output where it differs", () => {
    expect(check("a\nb c\nd 0.3333\n", "a\nb c\nd 0.333333\n")).toEqual({
      ok: false,
      message: 'Line 3, token 2: expected "0.333333", got "0.3333"',
    });
    expect(check("0.3333\n", "0.333333\n", { floatTolerance: 1e-6 }).message).toBe(
      'Line 1, token 1: expected "0.333333", got "0.3333" (difference 3.300e-5, allowed: absolute 1.000e-6 or relative 1.000e-6)',
    );
  });

  test("the message stays short whatever the tokens", () => {
    const long = "x".repeat(5000);
    const r = check(`${long}y`, `${long}z`);
    expect(r.ok).toBe(false);
    expect(r.message!.length).toBeLessThanOrEqual(200);
    expect(r.message).toStartWith('Line 1, token 1: expected "xxx');
  });
});

test("float tokens parse to the same double as Number()", () => {
  let seed = 7;
  const rnd = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join("");
  for (let n = 0; n < 20000; n++) {
    const sign = ["", "-", "+"][Math.floor(rnd() * 3)]!;
    const int = digits(Math.floor(rnd() * 12));
    const frac = digits(Math.floor(rnd() * 14));
    const exp = rnd() < 0.2 ? `e${Math.floor((rnd() - 0.5) * 40)}` : "";
    const body = frac.length > 0 ? `${int}.${frac}` : int || "0";
    const token = `${sign}${body}${exp}`;
    const bytes = enc.encode(token);
    expect([token, parseFloatToken(bytes, 0, bytes.length)]).toEqual([token, Number(token)]);
  }
});

describe("as output checkers", () => {
  const req = (output: string, answer: string) => ({
    input: "",
    answer,
    output: enc.encode(output),
    position: 0,
  });

  test("tokensChecker answers Accepted or Wrong Answer with the message for the learner", async () => {
    const checker = tokensChecker({ kind: "tokens", floatTolerance: 1e-6 });
    expect(await checker.check(req("0.3333334\n", "0.333333"))).toEqual({ verdict: "Accepted" });
    expect(await checker.check(req("0.3333\n", "0.333333"))).toMatchObject({
      verdict: "Wrong Answer",
      message: expect.stringContaining('expected "0.333333", got "0.3333"'),
    });
  });

  test("exactChecker keeps the line rule: trailing whitespace is free, inner whitespace is not", async () => {
    expect(await exactChecker.check(req("1 2  \r\n3\n\n", "1 2\n3"))).toEqual({ verdict: "Accepted" });
    expect(await exactChecker.check(req("1  2\n3", "1 2\n3"))).toEqual({ verdict: "Wrong Answer" });
    expect(await exactChecker.check(req("1 2 3", "1 2\n3"))).toEqual({ verdict: "Wrong Answer" });
  });
});
