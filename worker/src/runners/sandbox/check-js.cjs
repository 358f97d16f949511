"use strict";
/**
 * The JavaScript syntax checker, `node /gs/check-js.cjs /box/main.js`: run in the submission's box, as the slot's
 * uid under a test's limits, once a test of a program failed (docs/judging.md, "Programs that do not parse"). It
 * compiles the program the way Node's CommonJS loader does (vm.compileFunction with the module wrapper's
 * parameters: parsed, never run) and writes on fd 3, a pipe only the supervisor reads: "P" when it parses, "E" and
 * one clean message when it does not. No code of the program runs in this process, so the report is ours.
 */
const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");

// Node's own list (lib/internal/modules/helpers.js, Node 20.19+): a CommonJS parse error with one of these messages
// makes Node retry the file as an ES module.
const ES_MODULE_HINTS = new Set([
  "Cannot use import statement outside a module",
  "Unexpected token 'export'",
  "Cannot use 'import.meta' outside a module",
  "Identifier 'module' has already been declared",
  "Identifier 'exports' has already been declared",
  "Identifier 'require' has already been declared",
  "Identifier '__filename' has already been declared",
  "Identifier '__dirname' has already been declared",
  "await is only valid in async functions and the top level bodies of modules",
]);

/** `main.js:3:7: SyntaxError: Unexpected token ';'` with the line and a caret, from V8's decorated stack. */
function message(err, name) {
  const lines = String(err.stack).split("\n");
  const at = /^.*:(\d+)$/.exec(lines[0] ?? "");
  const code = at ? (lines[1] ?? "") : "";
  const caret = at ? (lines[2] ?? "") : "";
  const column = caret.indexOf("^") + 1;
  const where = at ? `${name}:${at[1]}${column > 0 ? `:${column}` : ""}` : name;
  const head = `${where}: SyntaxError: ${err.message}`;
  if (!code.trim()) return head;
  const indent = code.length - code.trimStart().length;
  return `${head}\n    ${code.trimStart()}${column > 0 ? `\n    ${caret.slice(Math.min(indent, column - 1))}` : ""}`;
}

let report = "";
try {
  const file = process.argv[2];
  const name = path.basename(file);
  try {
    vm.compileFunction(
      fs.readFileSync(file, "utf8"),
      ["exports", "require", "module", "__filename", "__dirname"],
      { filename: name },
    );
    report = "P";
  } catch (err) {
    // Node loads a file these errors come from as an ES module instead (its module detection), which cannot be
    // parsed here without running it: Node decides, as before the check ("P": no need to check again).
    if (err instanceof SyntaxError)
      report = ES_MODULE_HINTS.has(err.message) ? "P" : `E${message(err, name)}`;
  }
  fs.writeSync(3, report.slice(0, 4096));
} catch {
  // No report: the failed test keeps its own verdict.
} finally {
  try {
    fs.closeSync(3);
  } catch {}
}
