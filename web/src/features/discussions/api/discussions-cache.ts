import type { DiscussionListResponse, DiscussionMessage } from "@grindstone/shared";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { discussionsQueryKey } from "./get-discussions.ts";

type Pages = InfiniteData<DiscussionListResponse>;

/**
 * Edits of the cached room (see discussionsQueryOptions), keyed by message id, so an event, an ack and a
 * refetch describing the same message never show it twice. Nothing happens while the room is not loaded:
 * its first fetch will include the change.
 */
function update(queryClient: QueryClient, problemId: string, edit: (data: Pages) => Pages) {
  queryClient.setQueryData<Pages>(discussionsQueryKey(problemId), (data) => (data ? edit(data) : data));
}

const byTime = (a: DiscussionMessage, b: DiscussionMessage) =>
  Date.parse(a.timestamp) - Date.parse(b.timestamp) || a.id.localeCompare(b.id);

/**
 * Adds messages to the latest page. One already shown is replaced when `replace` (a fetch knows the caller's own
 * vote) and kept otherwise (a broadcast carries no vote). The latest page is kept in time order, since a live
 * message can arrive before the fetch that holds older ones.
 */
export function mergeMessages(
  queryClient: QueryClient,
  problemId: string,
  incoming: DiscussionMessage[],
  { replace }: { replace: boolean },
) {
  if (incoming.length === 0) return;
  update(queryClient, problemId, (data) => {
    const fresh = new Map(incoming.map((m) => [m.id, m]));
    const pages = data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => {
        const next = fresh.get(m.id);
        if (!next) return m;
        fresh.delete(m.id);
        return replace ? next : m;
      }),
    }));
    const [latest, ...older] = pages;
    if (!latest || fresh.size === 0) return { ...data, pages };
    const merged = { ...latest, messages: [...latest.messages, ...fresh.values()].sort(byTime) };
    return { ...data, pages: [merged, ...older] };
  });
}

/**
 * New counts for a message, from a vote's answer or a `messageVoted` broadcast. Those race (a voter's own answer and
 * other people's broadcasts arrive in any order), so counts with a lower `voteVersion` than the ones shown are old
 * news and ignored. The answer to one's own vote also carries `userVote`; a broadcast keeps the one shown.
 */
export function applyVote(
  queryClient: QueryClient,
  problemId: string,
  next: Pick<DiscussionMessage, "id" | "upvotes" | "downvotes" | "voteVersion"> &
    Partial<Pick<DiscussionMessage, "userVote">>,
) {
  patchMessage(queryClient, problemId, next.id, (m) => {
    if (next.voteVersion < m.voteVersion) return m;
    const counts = { upvotes: next.upvotes, downvotes: next.downvotes, voteVersion: next.voteVersion };
    return next.userVote === undefined ? { ...m, ...counts } : { ...m, ...counts, userVote: next.userVote };
  });
}

export function patchMessage(
  queryClient: QueryClient,
  problemId: string,
  id: string,
  patch: (message: DiscussionMessage) => DiscussionMessage,
) {
  update(queryClient, problemId, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (m.id === id ? patch(m) : m)),
    })),
  }));
}

export function removeMessage(queryClient: QueryClient, problemId: string, id: string) {
  update(queryClient, problemId, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((m) => m.id !== id) })),
  }));
}

/** Oldest first, as the list shows them. */
export function flattenPages(data: Pages | undefined): DiscussionMessage[] {
  return data ? data.pages.toReversed().flatMap((page) => page.messages) : [];
}
