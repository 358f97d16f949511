import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import type { Language, Verdict } from "@grindstone/shared";

/**
 * What a package's submissions directory promises, per the problem package format: `submissions/<verdict dir>/<file>`.
 * `partially_accepted` (scoring problems) promises a score strictly between nothing and full, with no fixed verdict.
 * Other directories (`slow_accepted`, `brute_force`, ...) promise nothing we can test and are skipped.
 */
export const VERDICT_DIRECTORIES = {
  accepted: "Accepted",
  wrong_answer: "Wrong Answer",
  time_limit_exceeded: "Time Limit Exceeded",
  run_time_error: "Runtime Error",
  partially_accepted: "partial",
} as const satisfies Record<string, Verdict | "partial">;
export type ExpectedVerdict = (typeof VERDICT_DIRECTORIES)[keyof typeof VERDICT_DIRECTORIES];

export type PackageSubmission = {
  /** Relative to the package (or the extra solutions directory): `submissions/accepted/hello.py`. */
  path: string;
  language: Language;
  /** As our runner must receive it (a Java class renamed to Main: see `asMainClass`). */
  source: string;
  expected: ExpectedVerdict;
};

export type SkippedFile = { path: string; reason: string };

/** C is not one of our languages, nor are the other fifteen the examples ship; `.c` is not compiled as C++. */
const LANGUAGE_BY_EXTENSION: Record<string, Language> = {
  ".py": "PYTHON",
  ".cc": "CPP",
  ".cpp": "CPP",
  ".cxx": "CPP",
  ".java": "JAVA",
  ".js": "JAVASCRIPT",
  ".ts": "TYPESCRIPT",
};

/**
 * Python 2 or 3? The shebang decides when it names a version (problemtools does the same); otherwise constructs that
 * only Python 2 accepts: the print statement, `raw_input`, `xrange`, `except E, e`.
 */
export function isPython2(source: string): boolean {
  const shebang = /^#!.*\bpython([23])?/.exec(source);
  if (shebang?.[1]) return shebang[1] === "2";
  return /^\s*print\s+[^\s(=]|\braw_input\s*\(|\bxrange\s*\(|except\s+[\w.]+\s*,\s*\w+\s*:/m.test(source);
}

/**
 * Our Java descriptor compiles `Main.java` and runs class `Main` (worker/src/runners/languages/java.ts), while a
 * package's Java file is named after its class (`public class guess` in guess.java). The class declared first
 * (the public one when there is one) is renamed to Main, with every use of its name outside string literals, so
 * `new Different()` and `Different.x` follow and a program's printed text does not change.
 */
export function asMainClass(source: string): string {
  const declared =
    /\bpublic\s+(?:final\s+)?class\s+(\w+)/.exec(source)?.[1] ?? /\bclass\s+(\w+)/.exec(source)?.[1];
  if (!declared || declared === "Main") return source;
  const codeOrString = new RegExp(`"(?:\\\\.|[^"\\\\])*"|'(?:\\\\.|[^'\\\\])*'|\\b${declared}\\b`, "g");
  return source.replace(codeOrString, (m) => (m === declared ? "Main" : m));
}

/**
 * Every single-file submission below `root` (a package's `submissions/`, or a directory of solutions laid out the
 * same way) that is in one of our languages. Directory submissions (problemtools' `accepted/prolog/`) are skipped.
 */
export function readSubmissions(
  root: string,
  base: string,
): { submissions: PackageSubmission[]; skipped: SkippedFile[] } {
  const submissions: PackageSubmission[] = [];
  const skipped: SkippedFile[] = [];
  if (!existsSync(root)) return { submissions, skipped };
  for (const dir of readdirSync(root).sort()) {
    const expected = VERDICT_DIRECTORIES[dir as keyof typeof VERDICT_DIRECTORIES];
    for (const file of readdirSync(join(root, dir)).sort()) {
      const full = join(root, dir, file);
      const path = relative(base, full);
      if (!expected) {
        skipped.push({ path, reason: `"${dir}" promises no verdict` });
        continue;
      }
      if (statSync(full).isDirectory()) {
        skipped.push({ path, reason: "a submission of several files" });
        continue;
      }
      const language = LANGUAGE_BY_EXTENSION[extname(file)];
      if (!language) {
        skipped.push({ path, reason: "not one of our languages" });
        continue;
      }
      const text = readFileSync(full, "utf8");
      if (language === "PYTHON" && isPython2(text)) {
        skipped.push({ path, reason: "Python 2" });
        continue;
      }
      const source = language === "JAVA" ? asMainClass(text) : text;
      submissions.push({ path, language, source, expected });
    }
  }
  return { submissions, skipped };
}
