import { Spinner } from "@/components/ui/spinner.tsx";
import type { JudgeProgress as Progress } from "../hooks/use-judge.ts";

/** "Queued…", "Running test 3 of 10", then a moment of "Fetching the result…" once the verdict is in. */
export function progressText({ status, currentTest, totalTests }: Progress): string {
  if (status === "Queued") return "Queued…";
  if (status === "Running") {
    return currentTest && totalTests ? `Running test ${currentTest} of ${totalTests}` : "Running…";
  }
  return "Fetching the result…";
}

export function JudgeProgress({ progress, kind }: { progress: Progress; kind: "run" | "submission" }) {
  const ratio =
    progress.status === "Running" && progress.currentTest && progress.totalTests
      ? (progress.currentTest - 1) / progress.totalTests
      : progress.status === "Queued"
        ? 0
        : 1;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="judge-progress"
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
    >
      <div className="flex items-center gap-3">
        <Spinner
          className="size-5"
          label={kind === "run" ? "Running your code" : "Judging your submission"}
        />
        <p className="font-medium text-slate-100">{progressText(progress)}</p>
      </div>
      <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-slate-800">
        <div
          className="h-full rounded-full bg-linear-to-r from-amber-400 to-pink-500 transition-all duration-300"
          style={{ width: `${Math.round(Math.max(0.05, ratio) * 100)}%` }}
        />
      </div>
    </div>
  );
}
