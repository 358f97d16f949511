import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import type { ClockedContest } from "../api/get-contests.ts";
import { useSetRated } from "./use-set-rated.ts";

/**
 * Issue 26, the admin's switch on an ended contest. Rating again needs no confirmation; un-rating asks first,
 * because every rating after this contest is computed again without it.
 */
export function RatedToggle({ contest }: { contest: ClockedContest }) {
  const setRated = useSetRated();
  const [confirming, setConfirming] = useState(false);
  const apply = (rated: boolean) =>
    setRated.mutate({ id: contest.id, rated }, { onSettled: () => setConfirming(false) });
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={contest.rated}
        disabled={setRated.isPending}
        onClick={() => (contest.rated ? setConfirming(true) : apply(true))}
        data-testid="rated-toggle"
        className={buttonClass("secondary", "sm")}
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-4 w-7 items-center rounded-full transition ${contest.rated ? "bg-amber-400" : "bg-slate-600"}`}
        >
          <span
            className={`absolute size-3 rounded-full bg-slate-950 transition-[left] ${contest.rated ? "left-3.5" : "left-0.5"}`}
          />
        </span>
        Rated
        {setRated.isPending ? <Spinner className="size-4" label="Saving" /> : null}
      </button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Un-rate this contest?">
        <p className="text-sm text-slate-300">
          Un-rating recomputes every later rating. The rating changes of{" "}
          <span className="font-semibold text-white">{contest.title}</span> are removed, and every rated
          contest after it is rated again without it.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass("secondary")}>
            Cancel
          </button>
          <button
            type="button"
            disabled={setRated.isPending}
            onClick={() => apply(false)}
            className={buttonClass("danger")}
          >
            {setRated.isPending ? <Spinner className="size-4" label="Un-rating" /> : null}
            Un-rate Contest
          </button>
        </div>
      </Modal>
    </div>
  );
}
