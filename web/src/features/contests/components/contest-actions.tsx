import { CONTEST_TEXTS, type ContestStatus } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import type { ClockedContest } from "../api/get-contests.ts";
import { useDeleteContest } from "../hooks/use-manage-contest.ts";
import { useUnregister } from "../hooks/use-unregister.ts";

/**
 * What may still be changed about a contest, before its start only (the API refuses afterwards, and so this says
 * why instead of offering buttons that would fail): an admin edits or deletes it (after a confirmation), a
 * registered learner unregisters.
 */
export function ContestActions({
  contest,
  status,
  isAdmin,
}: {
  contest: ClockedContest;
  status: ContestStatus;
  isAdmin: boolean;
}) {
  const unregister = useUnregister();
  const remove = useDeleteContest();
  const [confirming, setConfirming] = useState(false);
  const upcoming = status === "UPCOMING";

  if (!isAdmin) {
    if (!upcoming || !contest.registered) return null;
    return (
      <button
        type="button"
        disabled={unregister.isPending}
        onClick={() => unregister.mutate(contest.id)}
        className={buttonClass("secondary", "sm")}
      >
        {unregister.isPending ? <Spinner className="size-4" label="Unregistering" /> : null}
        Unregister
      </button>
    );
  }
  if (!upcoming) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p data-testid="contest-locked" className="max-w-xs text-sm text-slate-400">
          {CONTEST_TEXTS.started}.
        </p>
        {status === "ENDED" ? (
          <Link
            to="/contest-plagiarism/$id"
            params={{ id: contest.id }}
            className={buttonClass("secondary", "sm")}
          >
            Plagiarism report
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Link to="/update-contest/$id" params={{ id: contest.id }} className={buttonClass("secondary", "sm")}>
        Edit
      </Link>
      <button type="button" onClick={() => setConfirming(true)} className={buttonClass("danger", "sm")}>
        Delete
      </button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Delete contest?">
        <p className="text-sm text-slate-300">
          <span className="font-semibold text-white">{contest.title}</span> and its {contest.participants}{" "}
          {contest.participants === 1 ? "registration" : "registrations"} will be deleted. This cannot be
          undone.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass("secondary")}>
            Cancel
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(contest.id, { onSettled: () => setConfirming(false) })}
            className={buttonClass("danger")}
          >
            {remove.isPending ? <Spinner className="size-4" label="Deleting" /> : null}
            Delete Contest
          </button>
        </div>
      </Modal>
    </div>
  );
}
