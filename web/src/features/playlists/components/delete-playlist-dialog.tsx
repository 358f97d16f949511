import type { Playlist } from "@grindstone/shared";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useDeletePlaylist } from "../hooks/use-playlist-mutations.ts";

interface DeletePlaylistDialogProps {
  playlist: Playlist;
  open: boolean;
  onClose: () => void;
}

/** Deleting cannot be undone, so it asks once more. */
export function DeletePlaylistDialog({ playlist, open, onClose }: DeletePlaylistDialogProps) {
  const remove = useDeletePlaylist();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Delete playlist?"
      description={`"${playlist.name}" and its list of problems will be removed. The problems themselves stay.`}
    >
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onClose} className={buttonClass("secondary")}>
          Cancel
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() => remove.mutate(playlist.id, { onSuccess: onClose })}
          className={buttonClass("danger")}
        >
          {remove.isPending ? <Spinner className="size-4" label="Deleting playlist" /> : null}
          Delete
        </button>
      </div>
    </Modal>
  );
}
