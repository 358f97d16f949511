import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import type { JudgeProgram, Language } from "@grindstone/shared";
import type { SkippedFile } from "../package/package-submissions.ts";

/**
 * A package's input validators (`input_validators/`, legacy `input_format_validators/`): each file, or each
 * directory of one source and its headers, is one validator, run on every test input with the test's flags (exit 42
 * valid, 43 invalid). Those in a language we do not run (checktestdata `.ctd`, `.viva`, C) are listed as skipped.
 */
export type InputValidator = { path: string; program: JudgeProgram };

const LANGUAGE: Record<string, Language> = {
  ".py": "PYTHON",
  ".py3": "PYTHON",
  ".cc": "CPP",
  ".cpp": "CPP",
  ".cxx": "CPP",
};
const HEADER = /\.(h|hpp|hh)$/;
const NAMES: Record<string, string> = {
  ".ctd": "checktestdata",
  ".viva": "VIVA",
  ".c": "C",
};

export function readInputValidators(dir: string): { validators: InputValidator[]; skipped: SkippedFile[] } {
  const validators: InputValidator[] = [];
  const skipped: SkippedFile[] = [];
  for (const top of ["input_validators", "input_format_validators"]) {
    const root = join(dir, top);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root).sort()) {
      const full = join(root, entry);
      const path = `${top}/${entry}`;
      if (statSync(full).isDirectory()) {
        const files = readdirSync(full).sort();
        const sources = files.filter((f) => LANGUAGE[extname(f)]);
        if (sources.length !== 1) {
          skipped.push({ path, reason: `${sources.length} sources in a language we run; expected one` });
          continue;
        }
        validators.push({
          path: `${path}/${sources[0]}`,
          program: {
            language: LANGUAGE[extname(sources[0]!)]!,
            source: readFileSync(join(full, sources[0]!), "utf8"),
            headers: files
              .filter((f) => HEADER.test(f))
              .map((name) => ({ name, content: readFileSync(join(full, name), "utf8") })),
          },
        });
        continue;
      }
      if (HEADER.test(entry)) continue;
      const language = LANGUAGE[extname(entry)];
      if (!language) {
        skipped.push({
          path,
          reason: `${NAMES[extname(entry)] ?? `"${extname(entry) || entry}"`} validators are not run`,
        });
        continue;
      }
      const headers = readdirSync(root)
        .filter((f) => HEADER.test(f))
        .map((name) => ({ name, content: readFileSync(join(root, name), "utf8") }));
      validators.push({ path, program: { language, source: readFileSync(full, "utf8"), headers } });
    }
  }
  return { validators, skipped };
}

const words = (v: unknown): string[] | null =>
  typeof v === "string"
    ? v.trim().split(/\s+/).filter(Boolean)
    : Array.isArray(v) && v.every((w) => typeof w === "string")
      ? (v as string[])
      : null;

/**
 * The arguments one validator gets for one test (`data/secret/subtask1/3`): the nearest `testdata.yaml`'s
 * `input_validator_flags` (legacy) or `test_group.yaml`'s `input_validator_args` (2023-07 and later: a string, a
 * list, or a map by validator name), from the test's own directory up to `data/`.
 */
export function validatorArgs(dir: string, testName: string, validatorPath: string): string[] {
  const validatorName = validatorPath.split("/")[1]?.replace(/\.[^.]+$/, "") ?? "";
  for (let d = dirname(testName); d.startsWith("data"); d = dirname(d)) {
    for (const [file, key] of [
      ["test_group.yaml", "input_validator_args"],
      ["testdata.yaml", "input_validator_flags"],
    ] as const) {
      const path = join(dir, d, file);
      if (!existsSync(path)) continue;
      const yaml = (Bun.YAML.parse(readFileSync(path, "utf8")) ?? {}) as Record<string, unknown>;
      const value = yaml[key];
      if (value === undefined) continue;
      const direct = words(value);
      if (direct) return direct;
      if (value && typeof value === "object")
        return words((value as Record<string, unknown>)[validatorName]) ?? [];
    }
    if (d === "data") break;
  }
  return [];
}
