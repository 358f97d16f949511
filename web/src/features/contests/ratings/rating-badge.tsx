import type { ContestStatus, ContestView } from "@grindstone/shared";
import { ratingLabel } from "./rating-label.ts";

/** "Rated", "Unrated" or "Ratings pending" in words (the colour only repeats them); the longer reason on hover. */
export function RatingBadge({
  contest,
  status,
}: {
  contest: Pick<ContestView, "rated" | "ratingStatus">;
  status: ContestStatus;
}) {
  const label = ratingLabel(contest, status);
  return (
    <span
      data-testid="contest-rating-status"
      title={label.detail}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${label.tone}`}
    >
      {label.text}
      <span className="sr-only">: {label.detail}</span>
    </span>
  );
}
