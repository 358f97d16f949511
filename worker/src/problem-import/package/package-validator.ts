import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import type { JudgeProgram, Language, TokensChecker } from "@grindstone/shared";

/**
 * The default output validator's flags (`validator_flags` / `output_validator_flags`) as our tokens checker's
 * options. Its flags are exactly these five; anything else is a custom validator's argument and fails loudly here.
 */
export function tokensCheckerFromFlags(flags: string | undefined): TokensChecker {
  const checker: TokensChecker = { kind: "tokens" };
  const words = flags?.trim() ? flags.trim().split(/\s+/) : [];
  const number = (i: number) => {
    const value = Number(words[i]);
    if (words[i] === undefined || !Number.isFinite(value))
      throw new Error(`"${words[i - 1]}" needs a number`);
    return value;
  };
  for (let i = 0; i < words.length; i++) {
    const flag = words[i];
    if (flag === "case_sensitive") checker.caseSensitive = true;
    else if (flag === "space_change_sensitive") checker.spaceChangeSensitive = true;
    else if (flag === "float_tolerance") checker.floatTolerance = number(++i);
    else if (flag === "float_absolute_tolerance") checker.floatAbsoluteTolerance = number(++i);
    else if (flag === "float_relative_tolerance") checker.floatRelativeTolerance = number(++i);
    else throw new Error(`Unknown default validator flag "${flag}"`);
  }
  return checker;
}

export const hasTolerance = (c: TokensChecker) =>
  c.floatTolerance !== undefined ||
  c.floatAbsoluteTolerance !== undefined ||
  c.floatRelativeTolerance !== undefined;

/** Validators are compiled or interpreted programs; `.py3` is the Code Jam archive's name for Python 3. */
const VALIDATOR_LANGUAGE: Record<string, Language> = {
  ".cc": "CPP",
  ".cpp": "CPP",
  ".cxx": "CPP",
  ".py": "PYTHON",
  ".py3": "PYTHON",
};
const HEADER = /\.(h|hpp|hh)$/;

/**
 * The package's output validator (or, for an interactive problem, its interactor): legacy packages keep it in
 * `output_validators/<name>/`, 2023-07-draft ones in `output_validator/` (directly or in one subdirectory). One
 * source file in a language we run, plus the headers beside it (`validate.h`, `testlib.h`), which it `#include`s.
 * Null when the package has none (the default validator judges).
 */
export function readValidatorProgram(dir: string): (JudgeProgram & { path: string }) | null {
  for (const top of ["output_validators", "output_validator"]) {
    const root = join(dir, top);
    if (!existsSync(root)) continue;
    const subdirs = readdirSync(root).filter((f) => statSync(join(root, f)).isDirectory());
    if (subdirs.length > 1) throw new Error(`${top}/ holds ${subdirs.length} validators; expected one`);
    const home = subdirs[0] ? join(root, subdirs[0]) : root;
    const files = readdirSync(home).sort();
    const sources = files.filter((f) => VALIDATOR_LANGUAGE[extname(f)]);
    if (sources.length !== 1)
      throw new Error(`${home} holds ${sources.length} validator sources; expected one`);
    const source = sources[0]!;
    return {
      path: join(home, source).slice(dir.length + 1),
      language: VALIDATOR_LANGUAGE[extname(source)]!,
      source: readFileSync(join(home, source), "utf8"),
      headers: files
        .filter((f) => HEADER.test(f))
        .map((name) => ({ name, content: readFileSync(join(home, name), "utf8") })),
    };
  }
  return null;
}
