import type { Playlist } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { playlistQueryOptions } from "../api/get-playlist.ts";
import { VisibilityBadge } from "./visibility-badge.tsx";

const chip = "rounded-md border border-slate-700 bg-slate-800/60 px-2 py-0.5 text-xs text-slate-300";

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
      <ProblemsTable playlist={playlist} />
    </section>
  );
}

function ProblemsTable({ playlist }: { playlist: Playlist }) {
  return (
    <div className="mt-10 overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/60">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th className="px-4 py-3 font-medium">Title</th>
            <th className="px-4 py-3 font-medium">Tags</th>
            <th className="px-4 py-3 font-medium">Companies</th>
            <th className="px-4 py-3 font-medium">Difficulty</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {playlist.problems.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-4 py-10 text-center text-slate-400">
                No problems found.
              </td>
            </tr>
          ) : (
            playlist.problems.map(({ id, problem }) => (
              <tr key={id} className="transition hover:bg-slate-800/40">
                <td className="px-4 py-3">
                  <Link
                    to="/problem/$id"
                    params={{ id: problem.id }}
                    className="font-medium text-slate-100 hover:text-amber-300"
                  >
                    {problem.title}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    {problem.tags.map((tag) => (
                      <span key={tag} className={chip}>
                        {tag}
                      </span>
                    ))}
                  </div>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    {problem.companies.map((company) => (
                      <span key={company} className={chip}>
                        {company}
                      </span>
                    ))}
                  </div>
                </td>
                <td className="px-4 py-3">
                  <DifficultyBadge difficulty={problem.difficulty} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
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
