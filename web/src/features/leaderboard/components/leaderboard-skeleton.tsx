import { Skeleton } from "@/components/ui/skeleton.tsx";

/** Spec §9: ten skeleton rows while the board loads. */
const SKELETON_ROWS = Array.from({ length: 10 }, (_, i) => `skeleton-${i}`);

export function LeaderboardSkeleton() {
  return (
    <ul
      className="space-y-3"
      data-testid="leaderboard-skeleton"
      aria-busy="true"
      aria-label="Loading leaderboard"
    >
      {SKELETON_ROWS.map((key) => (
        <li
          key={key}
          className="flex items-center gap-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4"
        >
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
        </li>
      ))}
    </ul>
  );
}
