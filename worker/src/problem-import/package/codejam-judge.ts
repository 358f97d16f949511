/**
 * The Code Jam archive's judges do not follow the problem package format (their `problem.yaml` says so). Facts, read
 * from the judges themselves (google/coding-competitions-archive @ 87385db):
 *
 * - A non-interactive judge (`output_validators/validator/custom_judge.py3`) is called as
 *   `judge <input> <attempt> <answer>`: the contestant's output is a file argument, not stdin. It exits 0 when the
 *   attempt is right and 1 when wrong, printing its reason. That is testlib's `checker input output answer` with
 *   exit 0 = OK, 1 = WA, so such a judge is used as is with `protocol: "testlib"`. (`-2` as the first argument runs
 *   its self-tests; we never pass it.)
 * - An interactive judge (`output_validators/validator/judge.py3`) is called as `judge.py3 <index>`, where index is
 *   the test set (0 = Test Set 1, ...). It makes its own cases from the index (seeded: `random.seed(1204 + index)`
 *   in esab_atad), talks to the solution over its stdin/stdout (solution's stdout → judge's stdin, judge's stdout
 *   → solution's stdin), and exits 0 when every case was solved, 1 otherwise (also on its own failure, printing
 *   `JUDGE_ERROR!` to stderr). It reads no input file, writes no feedback directory, and the package has no `data/`:
 *   the test sets exist only as "Test Set N" headings in `problem_statement/problem.html`, their points nowhere.
 *
 * Kattis's interactor protocol (ours) is `interactor <input> <answer> <feedback_dir>` with exit 42 = accepted,
 * 43 = wrong answer. `codeJamInteractorAsKattis` wraps a Code Jam judge in a Python program that speaks it: a test's
 * input file holds the test-set index, the wrapper runs the judge's unchanged source with `argv = [judge, index]`
 * and turns exit 0 into 42 and exit 1 into 43. The lead may map it otherwise; nothing else depends on this choice.
 */
export function codeJamInteractorAsKattis(judgeSource: string): string {
  // JSON's string syntax is a subset of Python's, so the judge's source travels as one literal, byte for byte.
  return `# Kattis interactor protocol around a Code Jam interactive judge (see worker/src/problem-import/package/codejam-judge.ts).
import sys

JUDGE = ${JSON.stringify(judgeSource)}

index = open(sys.argv[1]).read().split()[0]
sys.argv = ["judge.py3", index]
code = 0
try:
    exec(compile(JUDGE, "judge.py3", "exec"), {"__name__": "__main__"})
except SystemExit as e:
    code = 0 if e.code is None else e.code
sys.stdout.flush()
sys.exit(42 if code == 0 else 43)
`;
}

/** The test sets an interactive Code Jam problem names in its statement ("Test Set 1", "Test Set 2", ...). */
export function codeJamTestSets(problemHtml: string): string[] {
  const numbers = [...problemHtml.matchAll(/Test set (\d+)/gi)].map((m) => Number(m[1]));
  const count = Math.max(0, ...numbers);
  return Array.from({ length: count }, (_, i) => `Test Set ${i + 1}`);
}

/** `problem.html` gives the limits only as text: "Time limit: 20 seconds per test set.", "Memory limit: 1 GB.". */
export function codeJamLimits(problemHtml: string): { timeMs?: number; memoryMb?: number } {
  const time = /Time limit:\s*([\d.]+)\s*seconds?/i.exec(problemHtml);
  const memory = /Memory limit:\s*([\d.]+)\s*(GB|MB)/i.exec(problemHtml);
  return {
    timeMs: time ? Number(time[1]) * 1000 : undefined,
    memoryMb: memory ? Number(memory[1]) * (memory[2]!.toUpperCase() === "GB" ? 1024 : 1) : undefined,
  };
}
