import type { DiscussionMessage } from "@grindstone/shared";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";

/** Asks before a message is deleted: it disappears for everyone in the room and cannot be brought back. */
export function DeleteMessageDialog({
  message,
  onConfirm,
  onCancel,
}: {
  message: DiscussionMessage | null;
  onConfirm: (message: DiscussionMessage) => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={message !== null} onClose={onCancel} title="Delete this message?">
      <p className="text-sm text-slate-300">
        It will disappear for everyone in this discussion. This cannot be undone.
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          Cancel
        </button>
        <button type="button" onClick={() => message && onConfirm(message)} className={buttonClass("danger")}>
          Delete
        </button>
      </div>
    </Modal>
  );
}
