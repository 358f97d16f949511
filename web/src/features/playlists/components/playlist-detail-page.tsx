import type { PlaylistProblemEntry } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import {
  difficultyColumn,
  type ProblemColumn,
  ProblemTable,
  pillsColumn,
  titleColumn,
} from "@/components/problem/problem-table.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { playlistQueryOptions } from "../api/get-playlist.ts";
import { VisibilityBadge } from "./visibility-badge.tsx";

const COLUMNS: ProblemColumn<PlaylistProblemEntry>[] = [
  titleColumn((entry) => entry.problem),
  pillsColumn("Tags", (entry) => entry.problem.tags),
  pillsColumn("Companies", (entry) => entry.problem.companies),
  difficultyColumn((entry) => entry.problem.difficulty),
];

/** /playlist/{id} (spec §2.9): anyone with the link may look at a public playlist. */
export function PlaylistDetailPage({ id }: { id: string }) {
  const { data: playlist, isPending, isError } = useQuery(playlistQueryOptions(id));

  if (isPending) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-16 text-center text-slate-300" aria-busy="true">
        Loading...
      </section>
    );
  }
  if (isError || !playlist) return <PlaylistNotFound />;

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-4xl font-bold tracking-tight text-white">{playlist.name}</h1>
          {playlist.isPublic ? <VisibilityBadge isPublic /> : null}
        </div>
        {playlist.description ? <p className="mt-3 text-lg text-slate-400">{playlist.description}</p> : null}
        {playlist.ownerName ? (
          <p className="mt-2 text-sm text-slate-400">Curated by {playlist.ownerName}</p>
        ) : null}
      </header>
      <ProblemTable
        rows={playlist.problems}
        rowKey={(entry) => entry.id}
        columns={COLUMNS}
        emptyText="No problems found."
        className="mt-10"
      />
    </section>
  );
}

function PlaylistNotFound() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-white">Playlist Not Found</h1>
      <p className="mt-3 max-w-md text-slate-400">
        This playlist does not exist, or it is private to its owner.
      </p>
      <Link to="/" className={`${buttonClass("secondary")} mt-8`}>
        Go Home
      </Link>
    </section>
  );
}
