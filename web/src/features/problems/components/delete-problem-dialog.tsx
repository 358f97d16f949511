import type { ProblemListItem } from "@grindstone/shared";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";

interface DeleteProblemDialogProps {
  problem: ProblemListItem | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (problem: ProblemListItem) => void;
}

/** Deleting removes the problem with its tests and submissions, so the admin confirms it first. */
export function DeleteProblemDialog({ problem, isDeleting, onCancel, onConfirm }: DeleteProblemDialogProps) {
  return (
    <Modal open={problem !== null} onClose={onCancel} title="Delete problem?">
      <p className="text-sm text-slate-300">
        <span className="font-semibold text-white">{problem?.title}</span> will be deleted for everyone. This
        cannot be undone.
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          Cancel
        </button>
        <button
          type="button"
          disabled={isDeleting}
          onClick={() => problem && onConfirm(problem)}
          className={`${buttonClass("secondary")} border-rose-500/50 text-rose-200 hover:border-rose-400 hover:bg-rose-500/10`}
        >
          {isDeleting ? <Spinner className="size-4" label="Deleting" /> : null}
          Delete
        </button>
      </div>
    </Modal>
  );
}
