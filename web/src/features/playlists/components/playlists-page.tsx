import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListIcon, PlusIcon } from "@/components/ui/action-icons.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { myPlaylistsQueryOptions } from "../api/get-playlists.ts";
import { CreatePlaylistModal } from "./create-playlist-modal.tsx";
import { PlaylistCard } from "./playlist-card.tsx";

/** /playlists (spec §2.8): the signed-in user's playlists. */
export function PlaylistsPage() {
  const playlists = useQuery(myPlaylistsQueryOptions());
  const [creating, setCreating] = useState(false);

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-white">My Playlists</h1>
          <p className="mt-2 text-lg text-slate-400">Organize and track your coding practice</p>
        </div>
        <button type="button" onClick={() => setCreating(true)} className={buttonClass("primary")}>
          <PlusIcon className="size-4" /> Create Playlist
        </button>
      </header>

      <div className="mt-10">
        {playlists.isPending ? (
          <div className="space-y-4" data-testid="playlists-loading">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
              <Skeleton key={i} className="h-32 w-full rounded-2xl" />
            ))}
          </div>
        ) : playlists.isError ? (
          <p className="rounded-2xl border border-rose-500/30 bg-rose-500/5 p-6 text-center text-rose-200">
            Failed to fetch playlists
          </p>
        ) : playlists.data.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-slate-700 bg-slate-900/40 p-12 text-center">
            <button
              type="button"
              onClick={() => setCreating(true)}
              aria-label="Create your first playlist"
              className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-linear-to-br from-amber-400/20 to-pink-500/20 text-amber-300 transition hover:from-amber-400/30 hover:to-pink-500/30"
            >
              <ListIcon className="size-8" />
            </button>
            <p className="mt-4 text-xl font-semibold text-slate-200">No playlists yet</p>
            <p className="mt-2 text-slate-400">
              Create your first playlist to organize your practice problems
            </p>
          </div>
        ) : (
          <div className="space-y-4">
            {playlists.data.map((playlist) => (
              <PlaylistCard key={playlist.id} playlist={playlist} />
            ))}
          </div>
        )}
      </div>

      <CreatePlaylistModal open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
