import type { TokensChecker } from "@grindstone/shared";
import type { OutputChecker } from "./types.ts";

/**
 * The ICPC/Kattis default output validator (problem package format 2025-09, "Default output validator
 * specification"), run in-process on the bytes as printed:
 * - the files are single-byte text split into tokens by runs of space, \t, \n, \v, \f, \r; token counts must agree;
 * - string tokens match byte for byte, or up to the case of A-Z unless `caseSensitive`;
 * - `spaceChangeSensitive`: every whitespace byte (leading and trailing too, so \r\n ≠ \n) must be the answer's;
 * - with a tolerance set, an answer token that is a float by the format's grammar (integers too) matches an output
 *   token that is a float within the absolute OR the relative tolerance; the output token must parse as a float.
 *   `nan`/`inf` are not floats in that grammar, so they compare as strings, as problemtools does;
 * - `integersExact` (ours): an answer token that is an integer must be printed character for character.
 * It walks both byte arrays once and stops at the first difference: an identical token always matches under every
 * rule, so the common case (the output equals the answer) costs one byte compare and one table read per byte.
 */

export type TokensResult = { ok: boolean; message?: string };

/** The format's whitespace: space, \t, \n, \v, \f, \r. A table read is cheaper than a chain of compares. */
const SPACE = new Uint8Array(256);
for (const c of [0x20, 0x09, 0x0a, 0x0b, 0x0c, 0x0d]) SPACE[c] = 1;

const MESSAGE_CAP = 200;
const TOKEN_SHOWN = 60;

type Rules = {
  caseSensitive: boolean;
  /** Absent: that route never accepts. A tolerance of 0 is set: it compares numbers by value. */
  abs: number | undefined;
  rel: number | undefined;
  floats: boolean;
  integersExact: boolean;
};

/** floatTolerance sets both; an explicit absolute or relative one wins over it for its own route. */
function rulesOf(opts: TokensChecker): Rules {
  const abs = opts.floatAbsoluteTolerance ?? opts.floatTolerance;
  const rel = opts.floatRelativeTolerance ?? opts.floatTolerance;
  return {
    caseSensitive: opts.caseSensitive === true,
    abs,
    rel,
    floats: abs !== undefined || rel !== undefined,
    integersExact: opts.integersExact === true,
  };
}

const encoder = new TextEncoder();

export function checkTokens(
  output: Uint8Array,
  answer: string | Uint8Array,
  opts: TokensChecker,
): TokensResult {
  const ans = typeof answer === "string" ? encoder.encode(answer) : answer;
  const rules = rulesOf(opts);
  return walk(output, ans, rules, opts.spaceChangeSensitive === true);
}

export function tokensChecker(opts: TokensChecker): OutputChecker {
  return {
    async check(req) {
      const r = checkTokens(req.output, req.answer, opts);
      return r.ok ? { verdict: "Accepted" } : { verdict: "Wrong Answer", message: r.message };
    },
  };
}

const OK: TokensResult = { ok: true };

/**
 * One pass over both: a whitespace run, then a token, until the answer ends. Whitespace runs are skipped on both
 * sides, or with `strictSpace` matched byte for byte. A token whose bytes equal the answer's is done in the inner
 * loop; only one that differs goes to compareToken.
 */
function walk(out: Uint8Array, ans: Uint8Array, rules: Rules, strictSpace: boolean): TokensResult {
  const oLen = out.length;
  const aLen = ans.length;
  let i = 0;
  let j = 0;
  for (;;) {
    if (strictSpace) {
      while (j < aLen && SPACE[ans[j]!] === 1) {
        if (i >= oLen || out[i] !== ans[j]) return spaceChange(out, i, ans, j);
        i++;
        j++;
      }
      if (i < oLen && SPACE[out[i]!] === 1) return spaceChange(out, i, ans, j);
    } else {
      while (i < oLen && SPACE[out[i]!] === 1) i++;
      while (j < aLen && SPACE[ans[j]!] === 1) j++;
    }
    if (j >= aLen) return i >= oLen ? OK : extraOutput(out, i);
    if (i >= oLen) return missingOutput(out, ans, j);
    const oStart = i;
    const aStart = j;
    while (i < oLen && j < aLen) {
      const c = out[i]!;
      if (c !== ans[j] || SPACE[c] === 1) break;
      i++;
      j++;
    }
    const oEnded = i >= oLen || SPACE[out[i]!] === 1;
    const aEnded = j >= aLen || SPACE[ans[j]!] === 1;
    if (oEnded && aEnded) continue;
    i = tokenEnd(out, i);
    j = tokenEnd(ans, j);
    const failure = compareToken(out, oStart, i, ans, aStart, j, rules);
    if (failure !== undefined) return fail(out, oStart, failure, "token");
  }
}

function tokenEnd(bytes: Uint8Array, from: number): number {
  let k = from;
  while (k < bytes.length && SPACE[bytes[k]!] !== 1) k++;
  return k;
}

/**
 * Two tokens whose bytes differ: undefined when they still match (case, a float within tolerance), else why not.
 */
function compareToken(
  out: Uint8Array,
  o0: number,
  o1: number,
  ans: Uint8Array,
  a0: number,
  a1: number,
  rules: Rules,
): string | undefined {
  // Built only on failure: a tolerant check of reprinted floats reaches here for every token.
  const differ = (why = "") => `expected ${shown(ans, a0, a1)}, got ${shown(out, o0, o1)}${why}`;
  if (rules.floats) {
    const a = parseFloatToken(ans, a0, a1);
    if (a !== undefined) {
      // Bytes differ, so an integer the answer wants exactly is already wrong.
      if (rules.integersExact && isIntegerToken(ans, a0, a1)) return differ();
      const s = parseFloatToken(out, o0, o1);
      if (s === undefined) return `expected the number ${shown(ans, a0, a1)}, got ${shown(out, o0, o1)}`;
      if (withinTolerance(a, s, rules)) return undefined;
      return differ(` (difference ${formatNumber(Math.abs(s - a))}${toleranceText(rules)})`);
    }
  }
  if (!rules.caseSensitive && equalIgnoringCase(out, o0, o1, ans, a0, a1)) return undefined;
  return differ();
}

/**
 * |s-a| ≤ abs or |s-a| ≤ rel·|a|. Both values are the nearest doubles to the decimals printed, so a difference that
 * is exactly the tolerance in decimal (1.000001 against 1 with 1e-6) comes out a few units in the last place over
 * it; a slack of 4 ulps of the operands absorbs that and nothing a learner could print on purpose.
 */
function withinTolerance(a: number, s: number, rules: Rules): boolean {
  const diff = Math.abs(s - a);
  const slack = 4 * Number.EPSILON * Math.max(Math.abs(a), Math.abs(s));
  if (rules.abs !== undefined && diff <= rules.abs + slack + 4 * Number.EPSILON * rules.abs) return true;
  if (rules.rel !== undefined) {
    const allowed = rules.rel * Math.abs(a);
    if (diff <= allowed + slack + 4 * Number.EPSILON * allowed) return true;
  }
  return false;
}

function toleranceText(rules: Rules): string {
  const parts: string[] = [];
  if (rules.abs !== undefined) parts.push(`absolute ${formatNumber(rules.abs)}`);
  if (rules.rel !== undefined) parts.push(`relative ${formatNumber(rules.rel)}`);
  return `, allowed: ${parts.join(" or ")}`;
}

const formatNumber = (n: number) =>
  n !== 0 && (Math.abs(n) < 1e-3 || Math.abs(n) >= 1e6) ? n.toExponential(3) : String(n);

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isSign = (c: number) => c === 0x2b || c === 0x2d;

/**
 * The format's float grammar: sign? (digit* "." digit+ | digit+ "." | digit+) ([Ee] sign? digit+)?. Anything else
 * (hex, `nan`, `inf`, a trailing letter) is not a float; nor is a value past the double range.
 */
export function parseFloatToken(bytes: Uint8Array, from: number, to: number): number | undefined {
  let k = from;
  const negative = k < to && bytes[k] === 0x2d;
  if (k < to && isSign(bytes[k]!)) k++;
  let digits = 0;
  // The value as an integer and the digits after the point, kept while exact (Clinger's fast path, below).
  let mantissa = 0;
  let significant = 0;
  let fraction = 0;
  while (k < to && isDigit(bytes[k]!)) {
    mantissa = mantissa * 10 + (bytes[k]! - 0x30);
    if (mantissa !== 0) significant++;
    k++;
    digits++;
  }
  if (k < to && bytes[k] === 0x2e) {
    k++;
    while (k < to && isDigit(bytes[k]!)) {
      mantissa = mantissa * 10 + (bytes[k]! - 0x30);
      if (mantissa !== 0) significant++;
      fraction++;
      k++;
      digits++;
    }
  }
  if (digits === 0) return undefined;
  let exponent = false;
  if (k < to && (bytes[k] === 0x65 || bytes[k] === 0x45)) {
    exponent = true;
    k++;
    if (k < to && isSign(bytes[k]!)) k++;
    const expStart = k;
    while (k < to && isDigit(bytes[k]!)) k++;
    if (k === expStart) return undefined;
  }
  if (k !== to) return undefined;
  // At most 15 significant digits make an exact double, and 10^0..10^22 are exact: one division of two exact values
  // is correctly rounded, the same double Number() gives, without building a string.
  if (!exponent && significant <= 15 && fraction <= 22) {
    const value = mantissa / POW10[fraction]!;
    return negative ? -value : value;
  }
  // Every byte is ASCII here, so latin1 is exact; Number() rounds to the nearest double.
  const value = Number(latin1(bytes, from, to));
  return Number.isFinite(value) ? value : undefined;
}

const POW10 = Array.from({ length: 23 }, (_, e) => 10 ** e);

/** `^[+-]?\d+$`, the integersExact test. */
function isIntegerToken(bytes: Uint8Array, from: number, to: number): boolean {
  let k = from;
  if (k < to && isSign(bytes[k]!)) k++;
  if (k === to) return false;
  for (; k < to; k++) if (!isDigit(bytes[k]!)) return false;
  return true;
}

/** Only A-Z fold (the format's rule); other bytes, UTF-8 included, must be equal. */
function equalIgnoringCase(out: Uint8Array, o0: number, o1: number, ans: Uint8Array, a0: number, a1: number) {
  if (o1 - o0 !== a1 - a0) return false;
  for (let k = 0; k < o1 - o0; k++) {
    let x = out[o0 + k]!;
    let y = ans[a0 + k]!;
    if (x === y) continue;
    if (x >= 0x41 && x <= 0x5a) x += 0x20;
    if (y >= 0x41 && y <= 0x5a) y += 0x20;
    if (x !== y) return false;
  }
  return true;
}

function latin1(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode.apply(null, bytes.subarray(from, to) as unknown as number[]);
}

const decoder = new TextDecoder();

/** A token for the message: quoted, cut to a readable length. */
function shown(bytes: Uint8Array, from: number, to: number): string {
  const cut = to - from > TOKEN_SHOWN;
  const text = decoder.decode(bytes.subarray(from, cut ? from + TOKEN_SHOWN : to));
  return `"${text}${cut ? "…" : ""}"`;
}

const SPACE_NAMES: Record<number, string> = {
  32: "a space",
  9: "a tab",
  10: "a newline",
  11: "a vertical tab",
  12: "a form feed",
  13: "a carriage return (\\r)",
};

/** spaceChangeSensitive: the byte at out[at] (or the end) is not the whitespace the answer has at ans[j]. */
function spaceChange(out: Uint8Array, at: number, ans: Uint8Array, j: number): TokensResult {
  const want = j >= ans.length ? "end of output" : (SPACE_NAMES[ans[j]!] ?? shown(ans, j, tokenEnd(ans, j)));
  const got =
    at >= out.length ? "end of output" : (SPACE_NAMES[out[at]!] ?? shown(out, at, tokenEnd(out, at)));
  return fail(out, at, `expected ${want}, got ${got} (whitespace must match exactly)`, "space");
}

function extraOutput(out: Uint8Array, at: number): TokensResult {
  return fail(out, at, `expected end of output, got ${shown(out, at, tokenEnd(out, at))}`, "token");
}

function missingOutput(out: Uint8Array, ans: Uint8Array, at: number): TokensResult {
  const what = out.length === 0 ? "the output is empty" : "got end of output";
  return fail(out, out.length, `expected ${shown(ans, at, tokenEnd(ans, at))}, ${what}`, "space");
}

/**
 * Where the difference is, in the learner's output: line (1-based) and token within that line (the token at `at`,
 * or for a whitespace difference the token it follows). Counted only once a check has failed, so the passing walk
 * does not pay for it.
 */
function fail(out: Uint8Array, at: number, why: string, kind: "token" | "space"): TokensResult {
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < at; k++) {
    if (out[k] === 0x0a) {
      line++;
      lineStart = k + 1;
    }
  }
  let before = 0;
  for (let k = lineStart; k < at; k++) {
    if (SPACE[out[k]!] === 0 && (k === lineStart || SPACE[out[k - 1]!] === 1)) before++;
  }
  const where =
    kind === "token"
      ? `Line ${line}, token ${before + 1}`
      : before === 0
        ? `Line ${line}`
        : `Line ${line}, after token ${before}`;
  const message = `${where}: ${why}`;
  return {
    ok: false,
    message: message.length > MESSAGE_CAP ? `${message.slice(0, MESSAGE_CAP - 1)}…` : message,
  };
}
