import type { DiscussionMessage } from "@grindstone/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client.ts";
import { emitWithAck, SocketOfflineError } from "@/lib/socket.ts";
import { mergeMessages } from "../api/discussions-cache.ts";

/** A message is small and the server answers within its 2 s dependency budget; 10 s allows for a slow link. */
const POST_TIMEOUT_MS = 10_000;

export const POST_FAILURE_TEXTS = {
  offline: "You are offline, so your message was not sent. It is still in the box.",
  timeout: "The server did not answer. Check the list before sending your message again.",
  fallback: "Your message could not be sent",
} as const;

async function postMessage(problemId: string, text: string): Promise<DiscussionMessage> {
  const ack = await emitWithAck("newMessage", { problemId, message: text }, POST_TIMEOUT_MS).catch(
    (error: unknown) => {
      const offline = error instanceof SocketOfflineError;
      throw new ApiError(0, "SERVICE_UNAVAILABLE", POST_FAILURE_TEXTS[offline ? "offline" : "timeout"]);
    },
  );
  // The server's own words (rate limit, validation, an outage) are what the toast shows.
  if ("error" in ack) throw new ApiError(0, ack.code, ack.error);
  return ack.message;
}

/**
 * Posts through the socket (spec §7.4). The ack's message joins the list at once (the room's broadcast of it is
 * merged by id); a failure is a toast with the server's text, and the caller keeps the draft.
 */
export function usePostMessage(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postMessage(problemId, text),
    onSuccess: (message) => mergeMessages(queryClient, problemId, [message], { replace: true }),
    meta: { errorToast: { fallback: POST_FAILURE_TEXTS.fallback } },
  });
}
