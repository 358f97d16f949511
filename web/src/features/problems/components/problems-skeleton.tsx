import { Skeleton } from "@/components/ui/skeleton.tsx";

/** Shown while the problems load (spec §2.5): the filter bar and one page of rows, greyed out. */
export function ProblemsSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading problems"
      data-testid="problems-skeleton"
      className="space-y-4"
    >
      <Skeleton className="h-20 w-full rounded-2xl" />
      <div className="space-y-3 rounded-2xl border border-slate-800 bg-slate-900/40 p-4">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
          <div key={i} className="flex items-center gap-4">
            <Skeleton className="size-6 rounded-full" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-1/5" />
            <Skeleton className="h-4 w-1/6" />
            <Skeleton className="ml-auto h-5 w-16 rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
