import type { DiscussionMessage, DiscussionVote } from "@grindstone/shared";
import { memo } from "react";
import { TrashIcon } from "@/components/ui/action-icons.tsx";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";
import { RelativeTime } from "@/components/ui/relative-time.tsx";
import type { DiscussionViewer } from "./discussion-viewer.ts";
import { VoteControls } from "./vote-controls.tsx";

/** One message: author and time, the text as Markdown, the votes, and Delete for its author or an admin. */
export const MessageItem = memo(function MessageItem({
  message,
  viewer,
  voteBusy,
  onVote,
  onDelete,
}: {
  message: DiscussionMessage;
  viewer: DiscussionViewer;
  voteBusy: boolean;
  onVote: (message: DiscussionMessage, vote: DiscussionVote) => void;
  onDelete: (message: DiscussionMessage) => void;
}) {
  const own = message.userId === viewer.id;
  return (
    <li
      className="rounded-xl border border-slate-800 bg-slate-900/50 px-3 py-2.5 sm:px-4"
      data-testid="discussion-message"
      data-message-id={message.id}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="font-semibold break-all text-slate-100" data-testid="message-author">
          {message.username}
        </span>
        {own ? <span className="text-xs text-amber-300/80">you</span> : null}
        <RelativeTime iso={message.timestamp} className="text-xs text-slate-400" />
      </div>
      <Markdown source={message.message} className="mt-1 text-sm leading-6" />
      <div className="mt-2 flex items-center justify-between gap-2">
        <VoteControls
          message={message}
          canVote={!own}
          busy={voteBusy}
          onVote={(vote) => onVote(message, vote)}
        />
        {own || viewer.isAdmin ? (
          <button
            type="button"
            onClick={() => onDelete(message)}
            aria-label={`Delete message by ${message.username}`}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-xs font-medium text-slate-400 transition hover:bg-rose-500/10 hover:text-rose-300 focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            <TrashIcon className="size-4" />
            Delete
          </button>
        ) : null}
      </div>
    </li>
  );
});
