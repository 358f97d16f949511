import { type CheckerProtocol, displayText } from "@grindstone/shared";
import type { BoxResult } from "../../../runners/sandbox/supervised-box.ts";
import type { CheckResult } from "../types.ts";

/**
 * The two checker protocols real problem packages use, as data: how a checker is called and what its exit means.
 * Pure: the box's raw result in, a CheckResult out. docs/judging.md, "Custom checkers".
 *
 * Kattis (ICPC problem package format, problemtools): `checker input answer feedback_dir < program_output`; exit 42
 * accepted, 43 wrong answer; `teammessage.txt` for the team, `judgemessage.txt` for the judges, `score.txt` (read
 * when accepted) the test's score, here a fraction of its points.
 * testlib (Codeforces/Polygon): `checker input output answer`; exit 0 ok, 1 wrong answer, 2 presentation error
 * (wrong answer here), 3 the checker failed, 7 partial points (`quitp` writes "points <x> <message>" to stderr).
 *
 * Anything else (another exit code, a signal, a limit, a feedback file past its cap, an unreadable score) is Judge
 * Error with the checker's exit status and stderr for admins: never Accepted, never the learner's fault.
 */

/** Where one check's files are inside the checker's box. */
export type CheckPaths = { input: string; output: string; answer: string; feedbackDir: string };

export type Protocol = {
  /** The checker's arguments after its own command. */
  args(paths: CheckPaths): string[];
  /** The program's output reaches the checker on stdin (Kattis) or as the `output` file (testlib). */
  outputOnStdin: boolean;
  /** Feedback files the checker may leave in its feedback directory (/tmp of its box), collected after it ends. */
  feedback: string[];
  /** The checker's judgement, from a run that ended by itself within its limits. */
  judge(run: FinishedRun): CheckResult;
};

/** What a checker left: its exit code, stderr, and each feedback file (null: not written). */
export type FinishedRun = { exitCode: number; stderr: Uint8Array; feedback: (Uint8Array | null)[] };

export const KATTIS_ACCEPTED = 42;
export const KATTIS_WRONG_ANSWER = 43;
const TEAM_MESSAGE = "teammessage.txt";
const JUDGE_MESSAGE = "judgemessage.txt";
const SCORE = "score.txt";

const kattis: Protocol = {
  args: (p) => [p.input, p.answer, p.feedbackDir],
  outputOnStdin: true,
  feedback: [TEAM_MESSAGE, JUDGE_MESSAGE, SCORE],
  judge({ exitCode, stderr, feedback: [team, judge, score] }) {
    const messages = defined({ message: shown(team), judgeMessage: shown(judge) });
    if (exitCode === KATTIS_WRONG_ANSWER) return { verdict: "Wrong Answer", ...messages };
    if (exitCode !== KATTIS_ACCEPTED) return unknownExit(exitCode, stderr, judge);
    if (!score) return { verdict: "Accepted", ...messages };
    const fraction = parseFraction(new TextDecoder().decode(score));
    if (fraction === null)
      return judgeError(
        `the checker's ${SCORE} is not a number: "${displayText(score, { maxBytes: 200 }).trim()}"`,
        {
          exitCode,
          stderr,
          judgeMessage: judge,
        },
      );
    return { verdict: "Accepted", fraction, ...messages };
  },
};

const TESTLIB_POINTS = /^points\s+(\S+)/;

const testlib: Protocol = {
  args: (p) => [p.input, p.output, p.answer],
  outputOnStdin: false,
  feedback: [],
  judge({ exitCode, stderr }) {
    const message = shown(stderr);
    switch (exitCode) {
      case 0:
        return { verdict: "Accepted", ...defined({ message }) };
      case 1:
      case 2:
        return { verdict: "Wrong Answer", ...defined({ message }) };
      case 3:
        return judgeError("the checker failed (testlib exit 3, _fail)", { exitCode, stderr });
      case 7: {
        const points = TESTLIB_POINTS.exec(
          new TextDecoder().decode(stderr.subarray(0, 4096)).trimStart(),
        )?.[1];
        const fraction = points === undefined ? null : parseFraction(points);
        if (fraction === null)
          return judgeError('the checker gave partial points (exit 7) without "points <number>" on stderr', {
            exitCode,
            stderr,
          });
        // Partial points are not a full pass: only all of them make the test Accepted.
        return { verdict: fraction >= 1 ? "Accepted" : "Wrong Answer", fraction, ...defined({ message }) };
      }
      default:
        return unknownExit(exitCode, stderr);
    }
  },
};

export const PROTOCOLS: Record<CheckerProtocol, Protocol> = { kattis, testlib };

/** Only the messages there are: a result carries no `undefined` fields. */
const defined = <T extends Record<string, string | undefined>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Feedback texts are capped (the box refuses larger files); display text, so any bytes are safe to store. */
const shown = (bytes: Uint8Array | null | undefined): string | undefined => {
  const text = bytes ? displayText(bytes).trim() : "";
  return text ? text : undefined;
};

// A plain decimal or exponent number; "nan", "inf", hex and empty are not scores.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** A score as a fraction of the test's points, clamped to 0..1; null when it is not a number. */
export function parseFraction(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  return Math.min(1, Math.max(0, Number(trimmed)));
}

function unknownExit(exitCode: number, stderr: Uint8Array, judgeMessage?: Uint8Array | null): CheckResult {
  return judgeError(`the checker exited with code ${exitCode}, which its protocol does not define`, {
    exitCode,
    stderr,
    judgeMessage,
  });
}

/**
 * For admins: what went wrong, the checker's exit status, then `detail` (a compiler's output), the checker's own
 * judge message and its stderr. `run` absent: the checker never ran.
 */
export function judgeError(
  why: string,
  run?: {
    exitCode?: number | null;
    signal?: number | null;
    stderr?: Uint8Array;
    judgeMessage?: Uint8Array | null;
  },
  detail?: string,
): CheckResult {
  const status =
    run?.signal != null ? `signal ${run.signal}` : run?.exitCode != null ? `exit code ${run.exitCode}` : null;
  const parts = [`Judge Error: ${why}${status ? ` (${status})` : ""}.`];
  if (detail) parts.push(detail);
  const judge = shown(run?.judgeMessage);
  if (judge) parts.push(`judgemessage.txt:\n${judge}`);
  if (run) {
    const stderr = shown(run.stderr);
    parts.push(stderr ? `stderr:\n${stderr}` : "stderr: (empty)");
  }
  return { verdict: "Judge Error", judgeMessage: displayText(parts.join("\n")) };
}

/** A checker run that did not end by itself within its limits, or left a feedback file past its cap: Judge Error. */
export function abnormalEnd(
  run: BoxResult,
  protocol: Protocol,
  caps: { feedbackBytes: number },
): CheckResult | null {
  const base = { exitCode: run.exitCode, signal: run.termSignal, stderr: run.stderr };
  if (run.killedFor === "cpu" || run.killedFor === "wall")
    return judgeError(
      `the checker exceeded its ${run.killedFor === "cpu" ? "CPU time" : "wall clock"} limit`,
      base,
    );
  if (run.killedFor === "memory" || run.oomKilled)
    return judgeError("the checker exceeded its memory limit", base);
  if (run.killedFor === "output") return judgeError("the checker printed more than its output limit", base);
  if (run.syntaxError !== null) return judgeError("the checker does not compile", undefined, run.syntaxError);
  const oversized = protocol.feedback.filter((_, i) => run.collectedOversize[i]);
  if (oversized.length > 0)
    return judgeError(
      `the checker wrote ${oversized.join(", ")} past the ${caps.feedbackBytes / 1024} KB cap`,
      base,
    );
  if (run.exitCode === null) return judgeError("the checker was ended by a signal", base);
  return null;
}
