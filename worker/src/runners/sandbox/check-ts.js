/**
 * The TypeScript syntax checker, `bun /gs/check-ts.js /box/main.ts`: run in the submission's box, as the slot's uid
 * under a test's limits, once a test of a program failed (docs/judging.md, "Programs that do not parse"). It
 * transpiles the program as Bun does when it loads it (types stripped, never type-checked, never run) and writes on
 * fd 3, a pipe only the supervisor reads: "P" when it parses, "E" and one clean message when it does not. No code
 * of the program runs in this process, so the report is ours.
 */
import { closeSync, readFileSync, writeSync } from "node:fs";
import { basename } from "node:path";

/** `main.ts:3:7: SyntaxError: Unexpected ;` with the line and a caret, from the transpiler's BuildMessage. */
function message(err, name) {
  const p = err.position;
  if (!p) return `${name}: SyntaxError: ${err.message}`;
  const head = `${name}:${p.line}:${p.column}: SyntaxError: ${err.message}`;
  const code = p.lineText ?? "";
  if (!code.trim()) return head;
  const indent = code.length - code.trimStart().length;
  const at = Math.max(0, p.column - 1 - indent);
  return `${head}\n    ${code.trimStart()}\n    ${" ".repeat(at)}^`;
}

let report = "";
try {
  const file = process.argv[2];
  try {
    new Bun.Transpiler({ loader: "ts", target: "bun" }).transformSync(readFileSync(file, "utf8"));
    report = "P";
  } catch (err) {
    // A BuildMessage (or several, as an AggregateError) is what the transpiler throws for a program it cannot parse.
    const first = err?.errors?.[0] ?? err;
    if (first?.name === "BuildMessage" || first?.constructor?.name === "BuildMessage")
      report = `E${message(first, basename(file))}`;
  }
  writeSync(3, report.slice(0, 4096));
} catch {
  // No report: the failed test keeps its own verdict.
} finally {
  try {
    closeSync(3);
  } catch {}
}
