import { type ContestStatus, type ContestView, RATING_TEXTS } from "@grindstone/shared";

export type RatingLabel = { text: "Rated" | "Unrated" | "Ratings pending"; tone: string; detail: string };

const RATED = "border-amber-500/40 bg-amber-500/10 text-amber-200";
const UNRATED = "border-slate-600 bg-slate-800/80 text-slate-300";
const PENDING = "border-sky-500/40 bg-sky-500/10 text-sky-200";

/**
 * What a contest's rating badge says. Before the end only the admin's choice is known ("Rated" / "Unrated");
 * after it, where the rating job stands: "Ratings pending" until it has run, then "Rated", or "Unrated" when the
 * admin switched it off or too few took part. `detail` is the longer sentence for a tooltip and screen readers.
 */
export function ratingLabel(
  contest: Pick<ContestView, "rated" | "ratingStatus">,
  status: ContestStatus,
): RatingLabel {
  if (!contest.rated) return { text: "Unrated", tone: UNRATED, detail: RATING_TEXTS.notRated };
  if (status !== "ENDED") {
    return { text: "Rated", tone: RATED, detail: "This contest counts towards ratings" };
  }
  if (contest.ratingStatus === "RATED") {
    return { text: "Rated", tone: RATED, detail: "Ratings are in: see each participant's change" };
  }
  if (contest.ratingStatus === "UNRATED")
    return { text: "Unrated", tone: UNRATED, detail: RATING_TEXTS.tooFew };
  return { text: "Ratings pending", tone: PENDING, detail: RATING_TEXTS.notReady };
}
