import { type ContestStatus, type ContestView, SYSTEM_TEST_TEXT } from "@grindstone/shared";
import { type SystemTestPhase, systemTestPhase } from "./system-test-phase.ts";

/**
 * Issue 28 on the contest page: a round with pretests says so (what pretests mean), and after the end where its
 * system test stands, following `contestSystemTest` (patched into the cached contest, see use-contest-events).
 */
export function SystemTestNotice({
  contest,
  status,
}: {
  contest: Pick<ContestView, "pretests" | "systemTest">;
  status: ContestStatus;
}) {
  const phase = systemTestPhase(contest, status);
  if (!phase) return null;
  return (
    <section
      aria-labelledby="system-test-heading"
      data-testid="system-test"
      className="mt-4 max-w-3xl rounded-xl border border-slate-700/80 bg-slate-900/60 px-4 py-3 text-sm"
    >
      <h2 id="system-test-heading" className="font-semibold text-slate-100">
        {SYSTEM_TEST_TEXT.label}
      </h2>
      <p className="mt-1 text-slate-300">{SYSTEM_TEST_TEXT.explanation}</p>
      {phase.kind === "round" ? null : <PhaseLine phase={phase} />}
    </section>
  );
}

const TEXT_STYLE = { waiting: "text-sky-200", running: "text-amber-200", done: "text-emerald-300" } as const;

function PhaseLine({ phase }: { phase: Exclude<SystemTestPhase, { kind: "round" }> }) {
  return (
    <div className="mt-3 space-y-2">
      {/* Announced when the phase changes, not at every step of the progress (up to once a second). */}
      <p
        role="status"
        aria-live={phase.kind === "running" ? "off" : "polite"}
        data-testid="system-test-status"
        data-phase={phase.kind}
        className={`font-medium ${TEXT_STYLE[phase.kind]}`}
      >
        {phase.text}
      </p>
      {phase.kind === "running" ? <ProgressBar done={phase.done} total={phase.total} /> : null}
    </div>
  );
}

function ProgressBar({ done, total }: { done: number; total: number }) {
  const max = Math.max(total, 1);
  const value = Math.min(done, max);
  return (
    <div
      role="progressbar"
      aria-label={SYSTEM_TEST_TEXT.progressLabel}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={SYSTEM_TEST_TEXT.running(done, total)}
      className="h-2 overflow-hidden rounded-full bg-slate-800"
    >
      <div
        className="h-full rounded-full bg-amber-400 transition-[width] duration-500 motion-reduce:transition-none"
        style={{ width: `${(value / max) * 100}%` }}
      />
    </div>
  );
}
