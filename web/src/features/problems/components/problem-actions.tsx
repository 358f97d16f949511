import type { ProblemListItem } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { BookmarkPlusIcon, PencilIcon, TrashIcon } from "@/components/ui/action-icons.tsx";

const iconButton =
  "rounded-lg p-2 text-slate-300 transition hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400";

interface ProblemActionsProps {
  problem: ProblemListItem;
  isAdmin: boolean;
  onSaveToPlaylist: (problem: ProblemListItem) => void;
  onDelete: (problem: ProblemListItem) => void;
}

/** Save to a playlist; for admins also edit and delete (spec §2.5). Shared by the table and the phone rows. */
export function ProblemActions({ problem, isAdmin, onSaveToPlaylist, onDelete }: ProblemActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={`Save ${problem.title} to a playlist`}
        title="Save to playlist"
        onClick={() => onSaveToPlaylist(problem)}
      >
        <BookmarkPlusIcon className="size-4" />
      </button>
      {isAdmin ? (
        <>
          <Link
            to="/update-problem/$id"
            params={{ id: problem.id }}
            className={iconButton}
            aria-label={`Edit ${problem.title}`}
            title="Edit"
          >
            <PencilIcon className="size-4" />
          </Link>
          <button
            type="button"
            className={`${iconButton} hover:text-rose-300`}
            aria-label={`Delete ${problem.title}`}
            title="Delete"
            onClick={() => onDelete(problem)}
          >
            <TrashIcon className="size-4" />
          </button>
        </>
      ) : null}
    </div>
  );
}
