import { Skeleton } from "@/components/ui/skeleton.tsx";

/** Spec §2.11: a skeleton while the contests load, shaped like three cards. */
export function ContestsSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading contests"
      data-testid="contests-skeleton"
      className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
        <div key={i} className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/40 p-6">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}
