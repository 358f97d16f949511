import type { DiscussionMessage, DiscussionVote } from "@grindstone/shared";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { useChatScroll } from "../hooks/use-chat-scroll.ts";
import type { DiscussionViewer } from "./discussion-viewer.ts";
import { MessageItem } from "./message-item.tsx";

/** The room's messages, oldest at the top, in a scrolling box that opens at the newest; older pages load above. */
export function MessageList({
  messages,
  viewer,
  older,
  votingId,
  onVote,
  onDelete,
}: {
  messages: DiscussionMessage[];
  viewer: DiscussionViewer;
  older: { available: boolean; loading: boolean; load: () => void };
  votingId: string | null;
  onVote: (message: DiscussionMessage, vote: DiscussionVote) => void;
  onDelete: (message: DiscussionMessage) => void;
}) {
  const { ref, announcement } = useChatScroll(messages, viewer.id);
  return (
    <>
      <section
        ref={ref}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        tabIndex={0}
        aria-label="Messages"
        // The list keeps the reader's place itself (use-chat-scroll); the browser's scroll anchoring would do it twice.
        className="max-h-[min(65vh,40rem)] space-y-3 overflow-y-auto rounded-xl pr-1 [overflow-anchor:none] focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        {older.available ? (
          <div className="flex justify-center">
            <button
              type="button"
              onClick={older.load}
              disabled={older.loading}
              className={buttonClass("secondary", "sm")}
            >
              {older.loading ? "Loading…" : "Load older messages"}
            </button>
          </div>
        ) : null}
        <ol className="space-y-3" aria-label="Discussion messages">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              viewer={viewer}
              voteBusy={votingId === message.id}
              onVote={onVote}
              onDelete={onDelete}
            />
          ))}
        </ol>
      </section>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
