import {
  CHALLENGE_IN_PROGRESS,
  type ChallengeStatus,
  type ChallengeView,
  LANGUAGE_LABEL,
  type Language,
} from "@grindstone/shared";
import { Spinner } from "@/components/ui/spinner.tsx";

/** What each state is called on screen: words, never a colour alone. */
export const CHALLENGE_STATUS_LABEL: Record<ChallengeStatus, string> = {
  VALIDATING: "Checking the input",
  RUNNING: "Running accepted solutions",
  INVALID: "Invalid input",
  REFERENCE_FAILED: "Not answerable",
  NO_BREAK: "No solution broken",
  PENDING_REVIEW: "Waiting for review",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

const TONE: Record<ChallengeStatus, string> = {
  VALIDATING: "border-slate-600 text-slate-200",
  RUNNING: "border-slate-600 text-slate-200",
  INVALID: "border-rose-500/50 text-rose-200",
  REFERENCE_FAILED: "border-rose-500/50 text-rose-200",
  NO_BREAK: "border-slate-600 text-slate-200",
  PENDING_REVIEW: "border-amber-500/50 text-amber-200",
  APPROVED: "border-emerald-500/50 text-emerald-200",
  REJECTED: "border-slate-600 text-slate-300",
};

/** The failing counts per language ("JavaScript 2 · Python 1"). */
export const failingText = (byLanguage: Record<string, number>) =>
  Object.entries(byLanguage)
    .map(([l, n]) => `${LANGUAGE_LABEL[l as Language] ?? l} ${n}`)
    .join(" · ");

/** One challenge's state: its label, its message, and while it runs how far it got. */
export function ChallengeStatusLine({ challenge }: { challenge: ChallengeView }) {
  const running = CHALLENGE_IN_PROGRESS.includes(challenge.status);
  return (
    <div data-testid="challenge-status" data-status={challenge.status} className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONE[challenge.status]}`}>
          {CHALLENGE_STATUS_LABEL[challenge.status]}
        </span>
        {running ? <Spinner className="size-4" label="Working on your challenge" /> : null}
        {challenge.total > 0 ? (
          <span className="text-xs text-slate-400">
            {challenge.checked} of {challenge.total} accepted solutions run · {challenge.failing} failing
          </span>
        ) : null}
      </div>
      {challenge.message ? <p className="text-slate-300">{challenge.message}</p> : null}
      {challenge.failing > 0 ? (
        <p className="text-xs text-slate-400">
          Failing by language: {failingText(challenge.failingByLanguage)}
        </p>
      ) : null}
    </div>
  );
}
