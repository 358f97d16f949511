import type { AdminChallengeView } from "@grindstone/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/lib/toast.ts";
import {
  approveChallenge,
  challengesQueryKey,
  rejectChallenge,
  reviewChallengesQueryOptions,
} from "../api/challenges.ts";
import { failingText } from "./challenge-status.tsx";

/**
 * The admins' review queue (issue 27): each pending challenge with its evidence (how many accepted solutions fail,
 * per language), the input and the reference's answer. Approve adds it as a hidden test and rejudges.
 */
export function ReviewChallengesPage() {
  const { data, isPending } = useQuery(reviewChallengesQueryOptions());
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-semibold text-white">Challenges to review</h1>
        <p className="mt-2 text-slate-400">
          Inputs from learners that at least one accepted solution fails. Approving one adds it as a hidden
          test and re-runs every accepted submission on it.
        </p>
      </header>
      {isPending ? (
        <Spinner label="Loading challenges" />
      ) : (data ?? []).length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-700 p-8 text-center text-slate-400">
          No challenge is waiting for review.
        </p>
      ) : (
        <ul className="space-y-4" data-testid="review-list">
          {data!.map((c) => (
            <ReviewRow key={c.id} challenge={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewRow({ challenge: c }: { challenge: AdminChallengeView }) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState("");
  const done = () => void queryClient.invalidateQueries({ queryKey: challengesQueryKey });
  const approve = useMutation({
    mutationFn: approveChallenge,
    meta: { errorToast: { fallback: "The challenge could not be approved", useServerMessage: true } },
    onSuccess: () => {
      toast.success("Approved: the test is added and accepted submissions are being re-run");
      done();
    },
  });
  const reject = useMutation({
    mutationFn: rejectChallenge,
    meta: { errorToast: { fallback: "The challenge could not be rejected", useServerMessage: true } },
    onSuccess: () => {
      toast.show("Challenge rejected");
      done();
    },
  });
  const busy = approve.isPending || reject.isPending;
  return (
    <li
      data-testid="review-row"
      aria-label={`Challenge of ${c.problemTitle} by ${c.userName}`}
      className="space-y-3 rounded-2xl border border-slate-800 bg-slate-900/50 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-white">
          <Link to="/problem/$id" params={{ id: c.problemId }} className="hover:text-amber-300">
            {c.problemTitle}
          </Link>
        </h2>
        <p className="text-sm text-slate-400">
          by {c.userName} · <time dateTime={c.createdAt}>{new Date(c.createdAt).toLocaleString()}</time>
        </p>
      </div>
      <p className="text-sm text-slate-200" data-testid="review-evidence">
        {c.failing} of {c.total} accepted solutions fail
        {c.failing > 0 ? ` (${failingText(c.failingByLanguage)})` : ""}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <Text label="Input" text={c.input} />
        <Text label="Reference answer" text={c.expectedOutput ?? ""} />
      </div>
      <div>
        <label htmlFor={noteId} className={labelClass}>
          Note to the learner if rejected (optional)
        </label>
        <input
          id={noteId}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
          className={`${controlClass()} mt-1`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("primary", "sm")}
          disabled={busy}
          onClick={() => approve.mutate(c.id)}
        >
          Approve and add as hidden test
        </button>
        <button
          type="button"
          className={buttonClass("danger", "sm")}
          disabled={busy}
          onClick={() => reject.mutate({ id: c.id, message: note.trim() || undefined })}
        >
          Reject
        </button>
      </div>
    </li>
  );
}

function Text({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="mb-1 text-xs text-slate-400">{label}</p>
      <pre className="max-h-48 overflow-auto rounded-lg bg-slate-950/70 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-200">
        {text}
      </pre>
    </div>
  );
}
