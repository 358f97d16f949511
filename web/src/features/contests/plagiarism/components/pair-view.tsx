import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { plagiarismPairQueryOptions } from "../api/plagiarism.ts";
import { useDisqualify } from "../hooks/use-plagiarism.ts";
import { CodeSide } from "./code-side.tsx";

/** Two programs side by side with their matched fragments, and the disqualify action (after a confirmation). */
export function PairView({ contestId, pairId }: { contestId: string; pairId: string }) {
  const { data, isPending } = useQuery(plagiarismPairQueryOptions(contestId, pairId));
  const disqualify = useDisqualify(contestId);
  const [confirming, setConfirming] = useState<{ userId: string; username: string } | null>(null);
  if (isPending) return <Spinner className="size-6" label="Loading the pair" />;
  if (!data) return null;
  const { pair, left, right, fragments } = data;
  const action = (side: typeof left) =>
    side.disqualified ? (
      <span className="rounded-full border border-rose-500/50 px-2 py-0.5 text-xs text-rose-200">
        Disqualified
      </span>
    ) : (
      <button
        type="button"
        onClick={() => setConfirming({ userId: side.userId, username: side.username })}
        className={buttonClass("danger", "sm")}
      >
        Disqualify {side.username}
      </button>
    );
  return (
    <section aria-labelledby="pair-title" className="space-y-4">
      <div>
        <h2 id="pair-title" className="text-lg font-semibold text-white">
          {left.username} and {right.username}: {Math.round(pair.similarity * 100)}% similar
        </h2>
        <p className="text-sm text-slate-400">
          {pair.problemLabel} · {pair.problemTitle} · longest shared run {pair.longestFragment} tokens.
          Matched lines are tinted and marked ≡.
        </p>
        <ul aria-label="Matched fragments" className="mt-2 flex flex-wrap gap-2 text-xs text-slate-300">
          {fragments.slice(0, 8).map((f, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: fragments are positional
              key={i}
              className="rounded-lg border border-slate-800 px-2 py-1"
            >
              lines {f.left.startLine}–{f.left.endLine} ↔ {f.right.startLine}–{f.right.endLine}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <CodeSide program={left} ranges={fragments.map((f) => f.left)} action={action(left)} />
        <CodeSide program={right} ranges={fragments.map((f) => f.right)} action={action(right)} />
      </div>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Disqualify ${confirming?.username ?? ""}?`}
      >
        <p className="text-sm text-slate-300">
          They leave the contest's standings, and the contest's ratings are recomputed without them. An admin
          can reinstate them later.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => setConfirming(null)} className={buttonClass("secondary")}>
            Cancel
          </button>
          <button
            type="button"
            disabled={disqualify.isPending}
            onClick={() =>
              confirming && disqualify.mutate(confirming.userId, { onSettled: () => setConfirming(null) })
            }
            className={buttonClass("danger")}
          >
            {disqualify.isPending ? <Spinner className="size-4" label="Disqualifying" /> : null}
            Disqualify
          </button>
        </div>
      </Modal>
    </section>
  );
}
