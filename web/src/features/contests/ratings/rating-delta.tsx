import { deltaTone, signedDelta } from "@/lib/rating-delta.ts";

/** A standings row's rating change once the contest is rated: signed ("+12"), coloured only as a repeat of the sign. */
export function RatingDelta({ delta }: { delta: number | undefined }) {
  if (delta === undefined) {
    return (
      <span className="text-slate-400">
        <span aria-hidden="true">–</span>
        <span className="sr-only">not rated</span>
      </span>
    );
  }
  return (
    <span data-testid="standings-rating-delta" className={`font-semibold tabular-nums ${deltaTone(delta)}`}>
      {signedDelta(delta)}
    </span>
  );
}
