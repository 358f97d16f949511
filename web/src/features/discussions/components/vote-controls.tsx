import type { DiscussionMessage, DiscussionVote } from "@grindstone/shared";
import { ThumbDownIcon, ThumbUpIcon } from "./vote-icons.tsx";

const chip = "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-semibold tabular-nums";

/**
 * Up and down counts. On someone else's message they are toggle buttons (your vote is pressed; the same vote
 * again takes it back); on your own they are plain counts, since you cannot vote on it (spec §2.6).
 */
export function VoteControls({
  message,
  canVote,
  busy,
  onVote,
}: {
  message: DiscussionMessage;
  canVote: boolean;
  busy: boolean;
  onVote: (vote: DiscussionVote) => void;
}) {
  const counts = { up: message.upvotes, down: message.downvotes };
  if (!canVote) {
    return (
      <div className="flex items-center gap-1 text-slate-400">
        {(["up", "down"] as const).map((vote) => (
          <span key={vote} className={chip}>
            {vote === "up" ? <ThumbUpIcon className="size-4" /> : <ThumbDownIcon className="size-4" />}
            <span className="sr-only">{vote === "up" ? "Upvotes:" : "Downvotes:"}</span>
            <span data-testid={`${vote}votes`}>{counts[vote]}</span>
          </span>
        ))}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1">
      {(["up", "down"] as const).map((vote) => {
        const pressed = message.userVote === vote;
        const tone =
          vote === "up"
            ? "border-emerald-400/60 bg-emerald-500/15 text-emerald-300"
            : "border-rose-400/60 bg-rose-500/15 text-rose-300";
        return (
          <button
            key={vote}
            type="button"
            aria-pressed={pressed}
            aria-label={`${vote === "up" ? "Upvote" : "Downvote"} (${counts[vote]})`}
            disabled={busy}
            onClick={() => onVote(vote)}
            className={`${chip} border transition focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-60 ${
              pressed ? tone : "border-slate-700 text-slate-300 hover:border-slate-500 hover:text-white"
            }`}
          >
            {vote === "up" ? <ThumbUpIcon className="size-4" /> : <ThumbDownIcon className="size-4" />}
            <span data-testid={`${vote}votes`}>{counts[vote]}</span>
          </button>
        );
      })}
    </div>
  );
}
