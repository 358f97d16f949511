import type { Playlist } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { TrashIcon } from "@/components/ui/action-icons.tsx";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { useRemoveProblemFromPlaylist } from "../hooks/use-playlist-mutations.ts";

/** The expanded part of a playlist card: index, title (to the problem), difficulty, and a remove action. */
export function PlaylistProblemList({ playlist }: { playlist: Playlist }) {
  const remove = useRemoveProblemFromPlaylist();

  if (playlist.problems.length === 0) {
    return <p className="px-1 py-3 text-sm text-slate-400">No problems in this playlist yet.</p>;
  }

  return (
    <ol className="divide-y divide-slate-800" aria-label={`Problems in ${playlist.name}`}>
      {playlist.problems.map((entry, index) => {
        const removing = remove.isPending && remove.variables?.problemIds.includes(entry.problemId);
        return (
          <li key={entry.id} className="flex items-center gap-3 py-2.5" data-testid="playlist-problem-row">
            <span className="w-6 shrink-0 text-right text-sm tabular-nums text-slate-400">{index + 1}.</span>
            <Link
              to="/problem/$id"
              params={{ id: entry.problem.id }}
              className="min-w-0 flex-1 truncate text-sm font-medium text-slate-200 hover:text-amber-300"
            >
              {entry.problem.title}
            </Link>
            <DifficultyBadge difficulty={entry.problem.difficulty} />
            {playlist.isOwner ? (
              <button
                type="button"
                aria-label={`Remove ${entry.problem.title} from playlist`}
                title="Remove from playlist"
                disabled={removing}
                onClick={() => remove.mutate({ playlistId: playlist.id, problemIds: [entry.problemId] })}
                className="rounded-lg p-1.5 text-slate-400 transition hover:bg-rose-500/10 hover:text-rose-300 disabled:opacity-50"
              >
                <TrashIcon className="size-4" />
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
