import type { DiscussionMessage, DiscussionVote } from "@grindstone/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { ContestLockNotice } from "@/components/ui/contest-lock-notice.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { flattenPages } from "../api/discussions-cache.ts";
import { discussionsQueryOptions } from "../api/get-discussions.ts";
import { useDiscussionRoom } from "../hooks/use-discussion-room.ts";
import { useDeleteMessage, useVoteMessage } from "../hooks/use-message-actions.ts";
import { usePostMessage } from "../hooks/use-post-message.ts";
import { DeleteMessageDialog } from "./delete-message-dialog.tsx";
import type { DiscussionViewer } from "./discussion-viewer.ts";
import { MessageComposer } from "./message-composer.tsx";
import { MessageList } from "./message-list.tsx";

/**
 * A problem's real-time discussion room (spec §2.6): the messages, live while this panel is on screen, and the
 * post box. The route passes in who is reading (from the session): their id and whether they are an admin.
 */
export function DiscussionPanel({
  problemId,
  viewerId,
  isAdmin,
}: {
  problemId: string;
  viewerId: string;
  isAdmin: boolean;
}) {
  const viewer: DiscussionViewer = useMemo(() => ({ id: viewerId, isAdmin }), [viewerId, isAdmin]);
  useDiscussionRoom(problemId);
  const room = useInfiniteQuery(discussionsQueryOptions(problemId));
  const messages = useMemo(() => flattenPages(room.data), [room.data]);
  // Set by the server while a live contest holds the problem: the room is closed and shows nothing.
  const lock = room.data?.pages[0]?.contestLock ?? null;
  const post = usePostMessage(problemId);
  const vote = useVoteMessage(problemId);
  const remove = useDeleteMessage(problemId);
  const [toDelete, setToDelete] = useState<DiscussionMessage | null>(null);

  useEffect(() => {
    // Spec §8: a failed discussion fetch is only logged; the panel offers to try again.
    if (room.error) console.error("Discussion fetch failed", room.error);
  }, [room.error]);

  const onVote = useCallback(
    (message: DiscussionMessage, choice: DiscussionVote) => vote.mutate({ id: message.id, vote: choice }),
    [vote.mutate],
  );
  const onPost = (text: string) =>
    post.mutateAsync(text).then(
      () => true,
      () => false, // the toast says why (see usePostMessage); the draft stays
    );

  return (
    <section aria-label="Discussion" className="space-y-4" data-testid="discussion">
      {room.isPending ? (
        <div className="space-y-3" data-testid="discussion-skeleton">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-20 w-full" />
          ))}
        </div>
      ) : room.isError ? (
        <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
          <p className="text-slate-300">The discussion could not be loaded.</p>
          <button
            type="button"
            className={`${buttonClass("secondary", "sm")} mt-4`}
            onClick={() => void room.refetch()}
          >
            Try again
          </button>
        </div>
      ) : lock ? (
        <ContestLockNotice lock={lock} />
      ) : messages.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
          <p className="text-lg font-semibold text-slate-200">No discussions yet</p>
          <p className="mt-2 text-sm text-slate-400">Be the first to start the conversation!</p>
        </div>
      ) : (
        <MessageList
          messages={messages}
          viewer={viewer}
          older={{
            available: room.hasNextPage,
            loading: room.isFetchingNextPage,
            load: () => void room.fetchNextPage(),
          }}
          votingId={vote.isPending ? (vote.variables?.id ?? null) : null}
          onVote={onVote}
          onDelete={setToDelete}
        />
      )}
      {lock ? null : <MessageComposer onPost={onPost} posting={post.isPending} />}
      <DeleteMessageDialog
        message={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={(message) => {
          setToDelete(null);
          remove.mutate(message.id);
        }}
      />
    </section>
  );
}
