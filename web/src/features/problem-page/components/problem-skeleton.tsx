import { Skeleton } from "@/components/ui/skeleton.tsx";

/** The two panes, greyed out, while the problem loads (spec §2.6). */
export function ProblemSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the problem"
      data-testid="problem-skeleton"
      className="grid gap-6 lg:grid-cols-2"
    >
      <div className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/40 p-6">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-10 w-full" />
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
      <div className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/40 p-6">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-[600px] w-full" />
      </div>
    </div>
  );
}
