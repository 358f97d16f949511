import { MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import { BOX_DIR } from "../../runners/sandbox/launch-args.ts";
import { TO_INTERACTOR, TO_PROGRAM } from "../../runners/sandbox/pipe-dirs.ts";
import type { BoxLimits, BoxResult, BoxRun, SupervisedBox } from "../../runners/sandbox/supervised-box.ts";
import type { ReadyChecker } from "../checkers/custom/checker-cache.ts";
import { abnormalEnd, PROTOCOLS } from "../checkers/custom/protocols.ts";
import type { CheckResult } from "../checkers/types.ts";

/**
 * One test of an interactive problem (docs/judging.md, "Interactive problems"): the program and the problem's
 * interactor run at once, each in its own box, joined by the lane's two FIFOs (program stdout → interactor stdin,
 * interactor stdout → program stdin). The interactor is called by the Kattis protocol, `interactor input answer
 * feedback_dir`, with the test's input and answer files in its own box (the program's box never holds them), and its
 * exit decides (judge/decide.ts, decideInteraction). Whoever ends first matters: the program's box watches which side
 * closes its output first.
 *
 * Once one side has ended with a verdict that no longer depends on the other (the interactor's Wrong Answer, or the
 * program's failure), the other gets STOP_GRACE_MS to end by itself (it usually does at once: its pipe closed) and is
 * then stopped, killing its box: a program spinning after the interactor has given up costs no time limit, and an
 * interactor that never exits costs no more than the grace.
 */

/** Opening the pipes waits for the other box; both are up and idle, so this only bounds a broken one. */
const OPEN_TIMEOUT_MS = 5000;
/** How long the other side may take to end by itself once the verdict is decided. */
const STOP_GRACE_MS = 200;
/** The interactor's wall clock runs past the program's: a deadlock is the program's (its wall limit ends it first). */
const INTERACTOR_WALL_EXTRA_MS = 5000;
/** Kattis's feedback files, as a checker's. */
const kattis = PROTOCOLS.kattis;

export type InteractorLimits = { cpuMs: number; memoryBytes: number; feedbackBytes: number };

export type Interaction = {
  /** null: the program was stopped once the interactor had decided (its box was killed). */
  program: BoxResult | null;
  /** The interactor's judgement: Accepted, Wrong Answer (with its messages) or Judge Error. */
  interactor: CheckResult;
  /** The interactor's output closed before the program's did, in the kernel's order (Watch in interaction.py). */
  interactorFirst: boolean;
};

class Stopped extends Error {
  override name = "Stopped";
}

export async function interact(opts: {
  programBox: SupervisedBox;
  /** The program's run without stdin (its stdin and stdout are the pipes). */
  program: Omit<BoxRun, "stdin" | "pipes" | "signal">;
  interactorBox: SupervisedBox;
  interactor: ReadyChecker;
  interactorLimits: InteractorLimits;
  /** The test's number in the interactor's box (never reused there): names its directory. */
  n: number;
  input: string;
  answer: string;
  /** Record the exchange (a visible test, a Run). */
  transcript: boolean;
  /** Whether the program's result alone decides (a failure of its own), so the interactor may be stopped. */
  programDecides(result: BoxResult): boolean;
  signal?: AbortSignal;
}): Promise<Interaction> {
  const { programBox, interactorBox, interactor } = opts;
  const encoder = new TextEncoder();
  const dir = `t${opts.n}`;
  const input = `${BOX_DIR}/${dir}/input`;
  const answer = `${BOX_DIR}/${dir}/answer`;
  const stopProgram = new AbortController();
  const stopInteractor = new AbortController();
  const linked = (own: AbortController) =>
    opts.signal ? AbortSignal.any([opts.signal, own.signal]) : own.signal;
  const stopped =
    <T>(own: AbortController) =>
    (err: unknown): T | null => {
      if (own.signal.aborted && !opts.signal?.aborted) return null;
      throw err;
    };
  const later = (own: AbortController) =>
    setTimeout(() => own.abort(new Stopped("the verdict was decided")), STOP_GRACE_MS);
  const limits: BoxLimits = opts.program.limits;
  const args = kattis.args({ input, answer, output: "", feedbackDir: "/tmp" });
  let interactorTimer: ReturnType<typeof setTimeout> | undefined;
  let filesGone = false;
  let programTimer: ReturnType<typeof setTimeout> | undefined;

  const programRun = () =>
    programBox
      .run({
        ...opts.program,
        stdin: new Uint8Array(),
        // Kept like an output: what is stored and shown is capped there anyway.
        pipes: { transcript: opts.transcript, transcriptBytes: MAX_STORED_OUTPUT_BYTES },
        signal: linked(stopProgram),
      })
      .then((result) => {
        if (opts.programDecides(result)) interactorTimer = later(stopInteractor);
        return result;
      })
      .catch(stopped<BoxResult>(stopProgram));
  const interactorRun = () =>
    interactorBox
      .run({
        argv: [...interactor.argv, ...args],
        pythonInline: interactor.pythonInline,
        inlineArgs: interactor.pythonInline ? args : undefined,
        stdin: new Uint8Array(),
        pipes: { transcript: false },
        limits: {
          cpuMs: opts.interactorLimits.cpuMs,
          wallMs: limits.wallMs + INTERACTOR_WALL_EXTRA_MS,
          memoryBytes: opts.interactorLimits.memoryBytes,
          addressSpaceBytes: interactor.addressSpaceLimit
            ? opts.interactorLimits.memoryBytes + 64 * 1024 * 1024
            : undefined,
        },
        env: interactor.env,
        collect: kattis.feedback,
        collectMaxBytes: opts.interactorLimits.feedbackBytes,
        dropAfter: dir,
        signal: linked(stopInteractor),
      })
      .then((result) => {
        filesGone = true;
        const judged = judgeInteractor(result, opts.interactorLimits);
        // The interactor's Wrong Answer (or its own failure) decides whatever the program does next.
        if (judged.verdict !== "Accepted") programTimer = later(stopProgram);
        return { result, judged };
      })
      .catch(stopped<{ result: BoxResult; judged: CheckResult }>(stopInteractor));

  try {
    await settleBoth(
      // The program's box watches which side closes its output first: that decides who ended first.
      programBox.openPipes(TO_PROGRAM, TO_INTERACTOR, OPEN_TIMEOUT_MS, { watchOrder: true }),
      // The interactor may answer a program that already left (its last guess was right): never a broken pipe.
      // Its test's files come in the same request, and leave with the run (dropAfter): two requests per test.
      interactorBox.openPipes(TO_INTERACTOR, TO_PROGRAM, OPEN_TIMEOUT_MS, {
        keepWriteOpen: true,
        files: [
          { path: `${dir}/input`, bytes: encoder.encode(opts.input) },
          { path: `${dir}/answer`, bytes: encoder.encode(opts.answer) },
        ],
      }),
    );
    const [program, ran] = await settleBoth(programRun(), interactorRun());
    return {
      program,
      interactor: ran?.judged ?? {
        verdict: "Judge Error",
        judgeMessage: "Judge Error: the interactor did not end after the program had failed; it was stopped.",
      },
      interactorFirst: program === null || program.firstClosed === "interactor",
    };
  } finally {
    clearTimeout(programTimer);
    clearTimeout(interactorTimer);
    // The test's files leave the box with it whatever happened (a box that cannot drop them runs no other test); a
    // run that ended dropped them itself.
    if (!filesGone && interactorBox.usable) await interactorBox.drop(dir).catch(() => interactorBox.close());
  }
}

function judgeInteractor(result: BoxResult, caps: { feedbackBytes: number }): CheckResult {
  const [team, judge, score] = result.collected;
  const judged =
    abnormalEnd(result, kattis, caps) ??
    kattis.judge({
      exitCode: result.exitCode!,
      stderr: result.stderr,
      feedback: [team ?? null, judge ?? null, score ?? null],
    });
  // The protocol's words are a checker's; here it is the interactor.
  return judged.judgeMessage
    ? {
        ...judged,
        judgeMessage: judged.judgeMessage.replace(/^Judge Error: the checker/, "Judge Error: the interactor"),
      }
    : judged;
}

/** Both settle before either's failure is thrown: a box is never left mid-request. */
async function settleBoth<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [x, y] = await Promise.allSettled([a, b]);
  if (x.status === "rejected") throw x.reason;
  if (y.status === "rejected") throw y.reason;
  return [x.value, y.value];
}
