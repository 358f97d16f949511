import { collectAfter } from "@grindstone/db/test-data";
import type {
  GroupResult,
  JudgePolicy,
  JudgeProgram,
  Language,
  TestStatus,
  Verdict,
} from "@grindstone/shared";

/**
 * The one interface every runner implements (embedded bubblewrap sandbox, Judge0). The worker's processors only
 * ever see this, so the runner is a configuration choice.
 */

/** A test file on this machine's disk (test data stored by content, cached by hash; a package being verified). */
export type TestFile = { path: string; bytes: number };

/**
 * A test's input or answer: text, or a file read only when its test runs, so a big test set is never held in
 * memory whole (a runner holds the tests its lanes are running, one each).
 */
export type TestText = string | TestFile;

export type RunTest = {
  input: TestText;
  /** Absent for a custom-input Run without an expected output: the test then "passes" unless it fails to run. */
  expected?: TestText;
  /** Record an interactive test's exchange (a visible test, a Run): TestOutcome.interaction. */
  transcript?: boolean;
};

/** A test as it runs: its input and answer read. */
export type LoadedTest = { input: string; expected?: string; transcript?: boolean };

const textOf = async (t: TestText) => (typeof t === "string" ? t : await Bun.file(t.path).text());

/** Reads a test's files (a file that cannot be read is ours to fix, not the program's: InfrastructureError). */
export async function loadTest(test: RunTest): Promise<LoadedTest> {
  // What the previous big test left (its text, the bytes sent to its box) is garbage of its size (collect.ts).
  collectAfter(
    (typeof test.input === "string" ? 0 : test.input.bytes) +
      (typeof test.expected === "object" ? test.expected.bytes : 0),
  );
  try {
    return {
      input: await textOf(test.input),
      expected: test.expected === undefined ? undefined : await textOf(test.expected),
      transcript: test.transcript,
    };
  } catch (err) {
    throw new InfrastructureError(`test data unreadable: ${(err as Error).message}`);
  }
}

/** A test text's size in bytes (a string's in UTF-16 units: a guess at cost, not a measure). */
export const sizeOf = (t: TestText) => (typeof t === "string" ? t.length : t.bytes);

export type RunRequest = {
  language: Language;
  sourceCode: string;
  tests: RunTest[];
  /** The problem's judging policy, whole: limits (policy-limits.ts), checker, type, groups (judge/decide.ts). */
  policy: JudgePolicy;
  /** Called as each test starts with how many started before it (0-based), for "Running test k of N" progress.
   * Tests need not start in their own order (the local runner starts the largest inputs first). */
  onTestStart?: (index: number, total: number) => void;
  /** Aborts the run (worker shutting down): remaining work is abandoned and the promise rejects. */
  signal?: AbortSignal;
  /**
   * Work nobody waits for (a performance measurement): one lane, started only on a free slot nobody is waiting
   * for, and given up at the next test boundary as soon as someone is: RunnerBusyError either way. Runners without
   * their own slots (Judge0) run it as any other.
   */
  background?: boolean;
};

export type TestOutcome = {
  status: TestStatus;
  passed: boolean;
  /** Display text (displayText in packages/shared): safe to store and show, at most MAX_STORED_OUTPUT_BYTES each. */
  stdout: string;
  stderr: string;
  timeMs: number;
  memoryKb: number;
  /** The checker's message for the learner (shown for visible tests only), if it gave one. */
  message?: string;
  /** The checker's message for admins (a Judge Error's stderr and exit status), if any. */
  judgeMessage?: string;
  /** The fraction of the test's points it earned, 0..1 (1 or 0 unless a checker gave partial credit). */
  fraction: number;
  /** An interactive test's exchange when it was recorded (RunTest.transcript): the interaction format, "<" lines
   * sent to the program and ">" lines it printed. */
  interaction?: string;
  /** The program's CPU and wall time unrounded, where the runner measured them (the embedded sandbox does). */
  precise?: { cpuMs: number; wallMs: number };
};

export type RunResult = {
  /**
   * The overall verdict: Accepted when every test passed (on a scoring problem: at full score), otherwise the first
   * failing test's verdict (judge/decide.ts).
   */
  status: Verdict;
  /** Points earned of maxScore (1 of 1 when Accepted on a pass-fail problem), and a scoring problem's groups. */
  score: number;
  maxScore: number;
  groups: GroupResult[];
  /** Compiler output for Compilation Error (and warnings, if any, otherwise null), as compilerOutputText. */
  compileOutput: string | null;
  tests: TestOutcome[];
};

/**
 * Thrown when the failure is ours, not the program's (sandbox could not start, Judge0 unreachable or busy):
 * the job is retried and the submission is never marked as a failed attempt.
 */
export class InfrastructureError extends Error {
  override name = "InfrastructureError";
}

/** A background run (RunRequest.background) found the sandbox busy, or gave way to judging: try again later. */
export class RunnerBusyError extends Error {
  override name = "RunnerBusyError";
}

/** A problem's own program run once (an input validator): how it ended, or why it never ran. */
export type ProgramRun =
  | { compileOutput: string }
  | { exitCode: number | null; killedFor: string | null; stdout: string; stderr: string };

export interface Runner {
  readonly name: string;
  run(req: RunRequest): Promise<RunResult>;
  /**
   * Runs a problem's own program (an imported package's input validator) once on `stdin` with `args`, in the
   * checkers' box and limits. Only the embedded sandbox has it (Judge0 runs no validator).
   */
  runProgram?(
    program: JudgeProgram,
    stdin: TestText,
    args: string[],
    signal?: AbortSignal,
  ): Promise<ProgramRun>;
  /**
   * The CPU time of the perf yardstick (yardstick.ts) on the machine that runs the programs, in ms: how fast that
   * machine is just now. Only the embedded sandbox has it (Judge0's machines are not ours to time); null: unknown.
   */
  yardstickCpuMs?(): Promise<number | null>;
  /** Sandbox slots held and in all, for a runner that has a fixed number (the sandbox_slots_* gauges). */
  slotUsage?(): { busy: number; total: number };
  /** What isolates programs here and which language runtimes judge (logged at start-up). */
  describe?(): Promise<string>;
  /** Releases long-lived resources (warm compilers, HTTP agents). */
  close(): Promise<void>;
}
