/**
 * What every output checker answers (exact, tokens, a problem's own custom checker): the worker's verdict module
 * (decide.ts) calls one after a test ran cleanly (exit 0, within its limits) and turns the answer into the test's
 * status. A checker never sees a test that failed to run.
 */
export type CheckRequest = {
  /** The test's input, as the program read it. */
  input: string;
  /** The jury's answer (the test's expected output). */
  answer: string;
  /** What the program printed, as printed (bytes; never the display text). */
  output: Uint8Array;
  /** The test's position, for logs. */
  position: number;
  /** Aborts a check that is still running (the worker is shutting down). */
  signal?: AbortSignal;
};

export type CheckResult = {
  /**
   * Accepted or Wrong Answer: the checker's judgement of the output. Judge Error: the checker itself failed (a
   * crash, an unknown exit code, a timeout, feedback past its cap): never the learner's fault, never Accepted.
   */
  verdict: "Accepted" | "Wrong Answer" | "Judge Error";
  /**
   * The fraction of the test's points earned, 0..1 (a checker's `score.txt` / testlib points, clamped); absent: 1 when
   * Accepted, 0 otherwise.
   */
  fraction?: number;
  /** For the learner (Kattis `teammessage.txt`, testlib's comment); shown for visible tests only. Capped. */
  message?: string;
  /** For admins only (Kattis `judgemessage.txt`, a failed checker's stderr and exit status). Capped. */
  judgeMessage?: string;
};

export interface OutputChecker {
  check(req: CheckRequest): Promise<CheckResult>;
}
