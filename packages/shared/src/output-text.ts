import { MAX_STORED_OUTPUT_BYTES } from "./judge.ts";

/**
 * What a program printed, as the text we store and return (stdout, stderr, compiler output). A program's output is
 * bytes, not text: it may hold NUL (which Postgres text columns reject, failing the whole verdict transaction),
 * invalid UTF-8, or terminal escapes. So every runner output goes through here once:
 * - UTF-8 is decoded with U+FFFD for each invalid sequence;
 * - C0 control characters other than TAB, LF and CR, and DEL, become their Unicode Control Pictures
 *   (NUL → "␀" U+2400, ESC → "␛" U+241B, DEL → "␡" U+2421), so nothing can be stored that Postgres refuses and
 *   nothing shown to a learner or an operator drives a terminal;
 * - the result is cut to `maxBytes` of UTF-8 on a character boundary (the mapping can grow the text: a NUL byte
 *   becomes three), optionally ending with a marker that says so.
 * The verdict never compares this text: outputs are judged on the plain decoded bytes (outputsMatch).
 */
export function displayText(
  data: Uint8Array | string,
  opts: { maxBytes?: number; cutMarker?: string } = {},
): string {
  const maxBytes = opts.maxBytes ?? MAX_STORED_OUTPUT_BYTES;
  // Every input byte yields at least one output byte, so nothing past the first maxBytes can survive the cut below
  // (the slack covers a character split at the end of the prefix): the rest of an 8 MB output is never decoded.
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  const text = controlPictures(decoder.decode(bytes.subarray(0, maxBytes + 4)));
  const encoded = encoder.encode(text);
  if (encoded.byteLength <= maxBytes) return text;
  const marker = opts.cutMarker ?? "";
  return cutUtf8(encoded, Math.max(0, maxBytes - encoder.encode(marker).byteLength)) + marker;
}

/** The final line of a compiler output that was cut (it counts toward the cap). */
export const COMPILER_OUTPUT_CUT_MARKER = `\n… compiler output cut at ${MAX_STORED_OUTPUT_BYTES / 1024} KB\n`;

/** Compiler output as stored: display text, cut at MAX_STORED_OUTPUT_BYTES with a marker line when it was longer. */
export const compilerOutputText = (data: Uint8Array | string) =>
  displayText(data, { cutMarker: COMPILER_OUTPUT_CUT_MARKER });

// C0 controls except TAB (09), LF (0A) and CR (0D), plus DEL (7F).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const picture = (c: string) => (c === "\u007f" ? "\u2421" : String.fromCharCode(0x2400 + c.charCodeAt(0)));

/** Maps C0 controls (but TAB, LF, CR) and DEL to Control Pictures; idempotent, and the identity on clean text. */
export const controlPictures = (text: string) => text.replace(CONTROLS, picture);

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The longest prefix of `bytes` that is at most `maxBytes` and ends on a character boundary, decoded. */
function cutUtf8(bytes: Uint8Array, maxBytes: number): string {
  let end = Math.min(bytes.byteLength, maxBytes);
  // Step back over continuation bytes (10xxxxxx) to the start of the character that was cut.
  if (end < bytes.byteLength) while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return decoder.decode(bytes.subarray(0, end));
}
