import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { challengesQueryKey, laterFailuresQueryOptions, markLaterFailuresSeen } from "../api/challenges.ts";
import { useLaterFailureEvents } from "../hooks/use-later-failure-events.ts";

/**
 * The "failed a later test" badge (issue 27): shown while the signed-in user has unseen later failures, a button
 * with the count in words; it opens the list (each links to its problem) and "Mark as seen" clears it.
 */
export function LaterFailureBadge({ signedIn }: { signedIn: boolean }) {
  useLaterFailureEvents(signedIn);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...laterFailuresQueryOptions(), enabled: signedIn });
  const seen = useMutation({
    mutationFn: markLaterFailuresSeen,
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: challengesQueryKey });
    },
  });
  if (!signedIn || !data || data.unseen === 0) return null;
  const unseen = data.failures.filter((f) => !f.seen);
  const label = `${data.unseen} accepted ${data.unseen === 1 ? "submission" : "submissions"} failed a later test`;
  return (
    <div
      className="fixed right-4 bottom-4 z-40 max-w-[calc(100vw-2rem)] sm:max-w-sm"
      data-testid="later-failure-badge"
    >
      {open ? (
        <div
          id={panelId}
          className="mb-2 space-y-3 rounded-2xl border border-rose-500/40 bg-slate-950 p-4 text-sm shadow-xl"
        >
          <p className="text-slate-300">
            A test added after your submission was accepted (from a learner's challenge) fails it. Your
            verdict and streak stay; the problem counts as solved again once you pass every test.
          </p>
          <ul className="space-y-1">
            {unseen.map((f) => (
              <li key={f.submissionId}>
                <Link
                  to="/problem/$id"
                  params={{ id: f.problemId }}
                  className="text-amber-300 underline hover:text-amber-200"
                >
                  {f.problemTitle}
                </Link>{" "}
                <span className="text-slate-400">· {f.status}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => seen.mutate()}
            disabled={seen.isPending}
          >
            Mark as seen
          </button>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="ml-auto flex items-center gap-2 rounded-full border border-rose-500/60 bg-slate-950 px-4 py-2 text-sm font-semibold text-rose-200 shadow-lg focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <span aria-hidden="true">⚠</span>
        {label}
      </button>
    </div>
  );
}
