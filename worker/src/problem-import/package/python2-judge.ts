import type { JudgeProgram } from "@grindstone/shared";
import { isPython2 } from "./package-submissions.ts";

/**
 * Code Jam and Kick Start judges are mostly Python 2, which Debian 12 no longer ships. Python 3.11's lib2to3
 * (deprecated, still in the standard library) translates them; the judge's own `-2` self-test, run in the sandbox at
 * verification (verify/judge-self-test.ts), tells whether the translation works. lib2to3 only parses and rewrites
 * text, so translating an untrusted judge on the host runs none of its code.
 */
const TRANSLATE = `import sys, warnings
warnings.simplefilter("ignore")
from lib2to3.refactor import RefactoringTool, get_fixers_from_package
source = sys.stdin.read()
if not source.endswith("\\n"):
    source += "\\n"
tool = RefactoringTool(get_fixers_from_package("lib2to3.fixes"))
sys.stdout.write(str(tool.refactor_string(source, "judge.py")))
`;

export type Translated = { source: string } | { error: string };

export function translatePython2(source: string): Translated {
  const run = Bun.spawnSync(["python3", "-I", "-c", TRANSLATE], {
    stdin: new TextEncoder().encode(source),
    timeout: 30_000,
  });
  if (run.exitCode !== 0) {
    const said = run.stderr.toString().trim().split("\n").pop() ?? "";
    return { error: `lib2to3 could not translate it${said ? `: ${said}` : ""}` };
  }
  return { source: run.stdout.toString() };
}

/** A Python judge as Python 3: unchanged when it is Python 3 already, else translated (with a note saying so). */
export function asPython3Judge(
  program: JudgeProgram & { path: string },
  notes: string[],
): JudgeProgram & { path: string } {
  if (program.language !== "PYTHON" || !isPython2(program.source)) return program;
  const translated = translatePython2(program.source);
  if ("error" in translated)
    throw new Error(`${program.path} is Python 2 and ${translated.error}: it cannot be judged here`);
  notes.push(`${program.path} is Python 2: translated to Python 3 with lib2to3`);
  return { ...program, source: translated.source };
}

/** Whether a Code Jam judge has the archive's self-test mode (`judge -2`, exit 0 when its own tests pass). */
export const hasSelfTest = (source: string) => /argv\[1\]\)?\s*==\s*(?:-2|'-2'|"-2")/.test(source);
