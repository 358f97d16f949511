import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";
import { Modal } from "@/components/ui/modal.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { myPlaylistsQueryOptions } from "../api/get-playlists.ts";
import { useAddProblemToPlaylist } from "../hooks/use-playlist-mutations.ts";

interface AddToPlaylistModalProps {
  open: boolean;
  onClose: () => void;
  problemId: string;
}

/** Spec §2.5 / §5: pick one of your playlists; Add is disabled until one is chosen and while loading. */
export function AddToPlaylistModal({ open, onClose, problemId }: AddToPlaylistModalProps) {
  const selectId = useId();
  const [playlistId, setPlaylistId] = useState("");
  const playlists = useQuery({ ...myPlaylistsQueryOptions(), enabled: open });
  const add = useAddProblemToPlaylist();
  const busy = playlists.isPending || add.isPending;
  const mine = playlists.data ?? [];
  const holds = (id: string) =>
    mine.find((playlist) => playlist.id === id)?.problems.some((entry) => entry.problemId === problemId) ??
    false;
  const alreadyAdded = playlistId !== "" && holds(playlistId);
  const problemTitle = mine
    .flatMap((playlist) => playlist.problems)
    .find((entry) => entry.problemId === problemId)?.problem.title;

  const close = () => {
    setPlaylistId("");
    onClose();
  };

  const submit = () => {
    if (!playlistId || alreadyAdded) return;
    add.mutate({ playlistId, problemIds: [problemId] }, { onSuccess: close });
  };

  return (
    <Modal open={open} onClose={close} title="Add to Playlist">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div>
          <label htmlFor={selectId} className={labelClass}>
            Select Playlist
          </label>
          <select
            id={selectId}
            value={playlistId}
            disabled={playlists.isPending}
            onChange={(e) => setPlaylistId(e.target.value)}
            className={`${controlClass()} mt-1.5`}
          >
            <option value="">{playlists.isPending ? "Loading playlists..." : "Select a playlist"}</option>
            {mine.map((playlist) => (
              <option key={playlist.id} value={playlist.id}>
                {holds(playlist.id) ? `${playlist.name} (already added)` : playlist.name}
              </option>
            ))}
          </select>
          {alreadyAdded ? (
            <p role="status" className="mt-2 text-sm text-amber-200">
              {problemTitle ?? "This problem"} is already in this playlist
            </p>
          ) : null}
          {playlists.isSuccess && mine.length === 0 ? (
            <p className="mt-2 text-sm text-slate-400">
              You have no playlists yet.{" "}
              <Link to="/playlists" className="font-medium text-amber-400 hover:text-amber-300">
                Create one
              </Link>{" "}
              first.
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" onClick={close} className={buttonClass("secondary")}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={!playlistId || alreadyAdded || busy}
            className={buttonClass("primary")}
          >
            {add.isPending ? <Spinner className="size-4" label="Adding to playlist" /> : null}
            Add to Playlist
          </button>
        </div>
      </form>
    </Modal>
  );
}
