import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";

/** Spec §2.7: a card pointing to /playlists; the count is shown when the caller knows it. */
export function MyPlaylistsCard({ count }: { count: number | undefined }) {
  return (
    <section
      aria-labelledby="my-playlists-heading"
      className="flex flex-col justify-between rounded-2xl border border-slate-800 bg-linear-to-br from-violet-500/15 to-slate-900/50 p-6"
    >
      <div>
        <h2 id="my-playlists-heading" className="text-lg font-semibold text-white">
          My Playlists
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          {count === undefined
            ? "Organize and track your coding practice."
            : `${count} ${count === 1 ? "playlist" : "playlists"} to organize your practice.`}
        </p>
      </div>
      <Link
        to="/playlists"
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-amber-400 hover:text-amber-300"
      >
        Go to playlists <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}
