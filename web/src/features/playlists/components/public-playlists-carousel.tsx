import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, GlobeIcon, ListIcon } from "@/components/ui/action-icons.tsx";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { publicPlaylistsQueryOptions } from "../api/get-playlists.ts";

/** Spec §9: four cards at a time (arrows only when there are more), four skeletons while loading. */
const VISIBLE = 4;

/** Spec §9: card colours cycle through seven gradients. */
const GRADIENTS = [
  "from-amber-500/80 to-orange-600/80",
  "from-pink-500/80 to-rose-600/80",
  "from-violet-500/80 to-purple-700/80",
  "from-sky-500/80 to-blue-700/80",
  "from-emerald-500/80 to-teal-700/80",
  "from-fuchsia-500/80 to-pink-700/80",
  "from-cyan-500/80 to-indigo-600/80",
] as const;

const arrowClass =
  "rounded-full border border-slate-700 bg-slate-900/80 p-2 text-slate-300 transition hover:border-slate-500 hover:text-white disabled:cursor-not-allowed disabled:opacity-40";

/** The problems page's strip of everyone's public playlists; renders nothing when there are none. */
export function PublicPlaylistsCarousel() {
  const { data: playlists, isPending } = useQuery(publicPlaylistsQueryOptions());
  const [start, setStart] = useState(0);

  if (!isPending && (!playlists || playlists.length === 0)) return null;

  const total = playlists?.length ?? 0;
  const hasArrows = total > VISIBLE;
  const lastStart = Math.max(0, total - VISIBLE);
  const first = Math.min(start, lastStart);
  const shown = playlists?.slice(first, first + VISIBLE) ?? [];

  return (
    <section
      aria-labelledby="public-playlists-heading"
      data-testid="public-playlists"
      className="mb-6 sm:mb-8"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2
          id="public-playlists-heading"
          className="flex items-center gap-2 text-lg font-semibold text-white"
        >
          <GlobeIcon className="size-5 text-amber-400" /> Public Playlists
        </h2>
        <div className="flex items-center gap-2">
          {hasArrows ? (
            <>
              <button
                type="button"
                aria-label="Previous playlists"
                className={arrowClass}
                disabled={first === 0}
                onClick={() => setStart(Math.max(0, first - 1))}
              >
                <ChevronLeftIcon className="size-4" />
              </button>
              <button
                type="button"
                aria-label="Next playlists"
                className={arrowClass}
                disabled={first >= lastStart}
                onClick={() => setStart(Math.min(lastStart, first + 1))}
              >
                <ChevronRightIcon className="size-4" />
              </button>
            </>
          ) : null}
          <Link
            to="/playlists"
            className="ml-2 inline-flex items-center gap-1 text-sm font-medium text-amber-400 hover:text-amber-300"
          >
            My Playlists <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
      {/* A phone scrolls the cards sideways inside the strip instead of stacking them above the problems. */}
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {isPending
          ? Array.from({ length: VISIBLE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
              <li key={i} data-testid="playlist-card-skeleton" className="w-64 shrink-0 snap-start sm:w-auto">
                <Skeleton className="h-28 w-full rounded-2xl sm:h-36" />
              </li>
            ))
          : shown.map((playlist, i) => (
              <li key={playlist.id} className="w-64 shrink-0 snap-start sm:w-auto">
                <Link
                  to="/playlist/$id"
                  params={{ id: playlist.id }}
                  className={`flex h-28 flex-col sm:h-36 justify-between rounded-2xl bg-linear-to-br p-4 shadow-lg shadow-black/30 transition hover:-translate-y-0.5 hover:brightness-110 ${
                    GRADIENTS[(first + i) % GRADIENTS.length]
                  }`}
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-white">{playlist.name}</p>
                    <p className="mt-1 line-clamp-2 text-sm text-white/80">
                      {playlist.description || "No description"}
                    </p>
                  </div>
                  <div className="flex items-center justify-between text-xs text-white/85">
                    <span className="inline-flex items-center gap-1">
                      <ListIcon className="size-3.5" />
                      {playlist.problems.length} {playlist.problems.length === 1 ? "problem" : "problems"}
                    </span>
                    <span className="truncate pl-2">by {playlist.ownerName}</span>
                  </div>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
