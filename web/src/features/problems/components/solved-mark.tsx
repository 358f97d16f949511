import { CheckIcon } from "@/components/ui/icons.tsx";

/** The row's solved mark (spec §2.5): a green tick, or an empty ring; both named for screen readers. */
export function SolvedMark({ solved }: { solved: boolean }) {
  return solved ? (
    <span
      role="img"
      aria-label="Solved"
      data-testid="solved-mark"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-400"
    >
      <CheckIcon className="size-4" />
    </span>
  ) : (
    <span
      role="img"
      aria-label="Not solved"
      className="inline-block size-5 shrink-0 rounded-full border-2 border-slate-500"
    />
  );
}
