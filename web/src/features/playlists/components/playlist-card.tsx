import type { Playlist } from "@grindstone/shared";
import { useId, useState } from "react";
import { CalendarIcon, ListIcon, ShareIcon, TrashIcon } from "@/components/ui/action-icons.tsx";
import { CheckIcon, ChevronDownIcon } from "@/components/ui/icons.tsx";
import { useCopyToClipboard } from "../hooks/use-copy-to-clipboard.ts";
import { DeletePlaylistDialog } from "./delete-playlist-dialog.tsx";
import { formatMonthDayYear } from "./format-date.ts";
import { PlaylistProblemList } from "./playlist-problem-list.tsx";
import { VisibilityBadge } from "./visibility-badge.tsx";

const iconButton =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-700 px-2.5 py-1.5 text-xs font-medium text-slate-300 transition hover:border-slate-500 hover:text-white";

export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const [expanded, setExpanded] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { copied, copy } = useCopyToClipboard();
  const listId = useId();
  const count = playlist.problems.length;

  return (
    <article
      data-testid="playlist-card"
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5 shadow-lg shadow-black/20"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-lg font-semibold text-white">{playlist.name}</h2>
            <VisibilityBadge isPublic={playlist.isPublic} />
          </div>
          {playlist.description ? (
            <p className="mt-1.5 text-sm text-slate-400">{playlist.description}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-4 text-xs text-slate-400">
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon className="size-3.5" /> Created {formatMonthDayYear(playlist.createdAt)}
            </span>
            <span className="inline-flex items-center gap-1.5" data-testid="playlist-problem-count">
              <ListIcon className="size-3.5" /> {count} {count === 1 ? "problem" : "problems"}
            </span>
          </div>
        </div>
        <div className="flex items-center gap-2">
          {playlist.isPublic ? (
            <button
              type="button"
              className={iconButton}
              onClick={() => void copy(`${window.location.origin}/playlist/${playlist.id}`)}
            >
              {copied ? (
                <CheckIcon className="size-3.5 text-emerald-400" />
              ) : (
                <ShareIcon className="size-3.5" />
              )}
              <span aria-live="polite">{copied ? "Copied!" : "Share"}</span>
            </button>
          ) : null}
          <button
            type="button"
            className={`${iconButton} hover:border-rose-500/60 hover:text-rose-300`}
            onClick={() => setConfirmDelete(true)}
            aria-label={`Delete playlist ${playlist.name}`}
          >
            <TrashIcon className="size-3.5" /> Delete
          </button>
        </div>
      </div>

      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-amber-400 hover:text-amber-300"
      >
        <ChevronDownIcon className={`size-4 transition ${expanded ? "rotate-180" : ""}`} />
        {expanded ? "Hide problems" : "Show problems"}
      </button>
      {expanded ? (
        <div id={listId} className="mt-3 rounded-xl border border-slate-800 bg-slate-950/40 px-3">
          <PlaylistProblemList playlist={playlist} />
        </div>
      ) : null}

      <DeletePlaylistDialog
        playlist={playlist}
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
      />
    </article>
  );
}
