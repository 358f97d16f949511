import type { ClarificationView } from "@grindstone/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import {
  announceClarification,
  answerClarification,
  askClarification,
  clarificationsQueryKey,
} from "../api/clarifications-api.ts";
import { mergeClarification } from "../lib/clarification-list.ts";

type Sent = { message: string; clarification: ClarificationView };

/**
 * Ask, answer and announce. Each puts the server's copy into the list at once (its socket echo then merges into the
 * same item) and shows the server's message; a refusal (not live, not registered, too fast) is toasted as the
 * server says it. `send` resolves true once sent, so a form keeps its draft on failure.
 */
export function useClarificationActions(contestId: string) {
  const queryClient = useQueryClient();
  const onSuccess = ({ message, clarification }: Sent) => {
    queryClient.setQueryData<ClarificationView[]>(clarificationsQueryKey(contestId), (held) =>
      mergeClarification(held ?? [], clarification),
    );
    toast.success(message);
  };
  const meta = (fallback: string) => ({ errorToast: { fallback } });
  const ask = useMutation({
    mutationFn: (body: { problemId: string | null; text: string }) => askClarification(contestId, body),
    onSuccess,
    meta: meta("Could not send the question"),
  });
  const answer = useMutation({
    mutationFn: (v: { id: string; text: string; public: boolean }) =>
      answerClarification(contestId, v.id, { text: v.text, public: v.public }),
    onSuccess,
    meta: meta("Could not send the answer"),
  });
  const announce = useMutation({
    mutationFn: (body: { problemId: string | null; text: string }) => announceClarification(contestId, body),
    onSuccess,
    meta: meta("Could not send the announcement"),
  });
  const send =
    <T>(m: { mutateAsync: (v: T) => Promise<unknown> }) =>
    (v: T) =>
      m.mutateAsync(v).then(
        () => true,
        () => false,
      );
  return { ask, answer, announce, send };
}
