import { buttonClass } from "@/components/ui/button-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";

/** A yes/no question before something that would throw away the user's code. */
export function ConfirmDialog({
  question,
  onConfirm,
  onCancel,
}: {
  question: { title: string; text: string; confirm: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={question !== null} onClose={onCancel} title={question?.title ?? ""}>
      <p className="text-sm text-slate-300">{question?.text}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} className={buttonClass("primary")}>
          {question?.confirm}
        </button>
      </div>
    </Modal>
  );
}
