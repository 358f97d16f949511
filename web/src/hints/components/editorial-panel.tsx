import type { ContestLock } from "@grindstone/shared";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { ContestLockNotice } from "@/components/ui/contest-lock-notice.tsx";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import { useHints } from "../hooks/use-hints.ts";
import { PanelState } from "./panel-state.tsx";

export const EDITORIAL_WARNING =
  "Reading the editorial before you solve the problem shows you the answer. Open it anyway?";

/**
 * The Editorial tab (issue 27): after a solve "Show editorial" opens it at once; before one it asks first, in a
 * dialog (Escape or Cancel keeps it closed; focus stays inside and comes back). Opening is recorded by the API, and
 * the learner's submissions say which of them came after it.
 */
export function EditorialPanel({ problemId, lock }: { problemId: string; lock: ContestLock | null }) {
  const { query, editorial } = useHints(problemId, lock === null);
  const [asking, setAsking] = useState(false);
  const [justOpened, setJustOpened] = useState(false);
  const textRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (justOpened) textRef.current?.focus();
  }, [justOpened]);

  if (lock) return <ContestLockNotice lock={lock} />;
  if (query.isPending || query.isError)
    return <PanelState label="Loading the editorial" error={query.error} />;
  const state = query.data.editorial;
  if (!state.available) return <p className="py-6 text-center text-slate-300">No editorial yet</p>;
  const open = (confirm: boolean) => editorial.mutate(confirm, { onSuccess: () => setJustOpened(true) });
  if (state.opened) {
    return (
      <section
        ref={textRef}
        tabIndex={-1}
        aria-label="Editorial"
        data-testid="editorial"
        className="outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
      >
        <Markdown source={state.text} />
      </section>
    );
  }
  return (
    <div
      className="rounded-2xl border border-amber-500/30 bg-amber-500/5 p-6 text-center"
      data-testid="editorial-spoiler"
    >
      <p className="font-semibold text-amber-200">{state.solved ? "You solved it" : "Spoiler ahead"}</p>
      <p className="mt-2 text-sm text-slate-300">
        {state.solved
          ? "Compare your solution with the editorial's."
          : "The editorial explains the solution. Try the hints first; it opens without asking once you have an Accepted submission."}
      </p>
      <button
        type="button"
        className={`${buttonClass(state.solved ? "primary" : "secondary", "sm")} mt-4`}
        disabled={editorial.isPending}
        onClick={() => (state.solved ? open(false) : setAsking(true))}
      >
        Show editorial
      </button>
      <Modal open={asking} onClose={() => setAsking(false)} title="Open the editorial?">
        <p className="text-sm text-slate-300">{EDITORIAL_WARNING}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => setAsking(false)} className={buttonClass("secondary")}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => {
              setAsking(false);
              open(true);
            }}
            className={buttonClass("primary")}
          >
            Open
          </button>
        </div>
      </Modal>
    </div>
  );
}
