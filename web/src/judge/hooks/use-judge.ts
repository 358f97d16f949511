import {
  type ExecuteCodeBody,
  PRETESTS_PASSED,
  type SubmissionUpdate,
  type SubmissionView,
} from "@grindstone/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { sessionEndedBy } from "@/lib/query-client.ts";
import { onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { toast } from "@/lib/toast.ts";
import { getSubmission, newIdempotencyKey, runCode, submitCode } from "../api/execute-code.ts";
import { isPendingStatus } from "../utils/figures.ts";
import { verdictHeadline } from "../utils/verdict.ts";

/**
 * The verdict, named ("Wrong Answer: 3 / 9 tests passed"): the API's message when it came with the HTTP answer
 * (spec §8), the same shared text when it came later over the socket.
 */
function announce(view: SubmissionView, message?: string) {
  const text = message ?? verdictHeadline(view);
  // Pretests Passed is good news too (issue 28), though provisional: the result panel's outline says so.
  if (view.status === "Accepted" || view.status === PRETESTS_PASSED) toast.success(text);
  else toast.error(text);
}

export type JudgeKind = SubmissionView["kind"];

/** What the judge has said so far about the pending run or submission (from `submissionUpdate`). */
export interface JudgeProgress {
  status: string;
  currentTest: number | null;
  totalTests: number | null;
}

/**
 * A safety net under the socket: while something is pending we also ask the API now and then, so a missed
 * event (a reconnect, a sleeping tab) cannot leave the page waiting forever. Events are the fast path.
 */
const POLL_MS = 3000;
/** Retries of one click's request after a transient failure (see the mutation's `retry`). */
const JUDGE_REQUEST_RETRIES = 2;
const JUDGE_RETRY_DELAY_MS = 1000;
const isTransient = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/** Updates kept per page, for events that arrive before the HTTP answer names their id. */
const MAX_BUFFERED = 20;

type Pending = {
  kind: JudgeKind;
  /** The submission's id, from the HTTP answer or from the first event that is ours. */
  id: string | null;
  /** The click's Idempotency-Key: an answer for any other click (one already finished) is moot. */
  click: string;
  /** Ids this page had heard of before the click: their late events belong to an earlier judging. */
  earlier: ReadonlySet<string>;
};

/**
 * Run and Submit for one problem. The API answers 200 with the verdict when the judge is quick, or 202 with
 * a Queued/Running submission; meanwhile `submissionUpdate` events report "Running test k of N". Only one
 * judging at a time (the API refuses a second with 429), so before the id is known an event of the same
 * kind for this problem about a submission not heard of before the click is ours: its id is adopted, and the
 * final event finishes the click at once, even while the API still holds the HTTP answer back.
 */
export function useJudge(problemId: string) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<SubmissionView | null>(null);
  const resultRef = useRef<SubmissionView | null>(null);
  resultRef.current = result;
  const [pending, setPending] = useState<Pending | null>(null);
  const [progress, setProgress] = useState<JudgeProgress | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const buffered = useRef(new Map<string, SubmissionUpdate>());
  /** Every id this page has seen an event for or finished; a page judges a few dozen at most. */
  const heardOf = useRef(new Set<string>());

  const track = useCallback((next: Pending | null) => {
    pendingRef.current = next;
    setPending(next);
  }, []);

  const complete = useCallback(
    (view: SubmissionView, message?: string) => {
      heardOf.current.add(view.id);
      track(null);
      setProgress(null);
      setResult(view);
      announce(view, message);
      // A verdict changes solved marks, counts, the streak, the leaderboard and submission lists, which
      // several features cache: mark all of it stale (only what is on screen refetches now).
      if (view.kind === "submission") {
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
      }
    },
    [queryClient, track],
  );

  /** Fetches the stored state of `id`; finishes when it is final. Used on a final event and by the poll. */
  const refresh = useCallback(
    async (id: string) => {
      const view = await getSubmission(id).catch(() => null);
      if (!view || pendingRef.current?.id !== id) return;
      if (isPendingStatus(view.status)) return;
      complete(view);
    },
    [complete],
  );

  const apply = useCallback(
    (update: SubmissionUpdate) => {
      const current = pendingRef.current;
      if (!current) return;
      const ours =
        current.id === null
          ? update.kind === current.kind && !current.earlier.has(update.id)
          : update.id === current.id;
      if (!ours) return;
      if (current.id === null) track({ ...current, id: update.id });
      setProgress({ status: update.status, currentTest: update.currentTest, totalTests: update.totalTests });
      // The event carries no test details: the stored view does (and is what the HTTP answer would hold).
      if (!isPendingStatus(update.status)) void refresh(update.id);
    },
    [refresh, track],
  );

  /**
   * The result on show was judged again and ended differently: after a round with pretests its system test turns
   * "Pretests Passed" into the final verdict (issue 28). The panel follows quietly; the verdict was announced once.
   */
  const rejudged = useCallback(
    async (update: SubmissionUpdate) => {
      const shown = resultRef.current;
      if (shown?.id !== update.id || isPendingStatus(update.status) || shown.status === update.status) return;
      const view = await getSubmission(update.id).catch(() => null);
      if (!view || isPendingStatus(view.status) || resultRef.current?.id !== view.id) return;
      setResult(view);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
    },
    [queryClient],
  );

  useEffect(
    () =>
      onServerEvent("submissionUpdate", (update) => {
        if (update.problemId !== problemId) return;
        const map = buffered.current;
        map.set(update.id, update);
        heardOf.current.add(update.id);
        const oldest = map.keys().next();
        if (map.size > MAX_BUFFERED && !oldest.done) map.delete(oldest.value);
        apply(update);
        void rejudged(update);
      }),
    [problemId, apply, rejudged],
  );

  const pendingId = pending?.id ?? null;
  useEffect(() => {
    if (!pendingId) return;
    const timer = setInterval(() => void refresh(pendingId), POLL_MS);
    return () => clearInterval(timer);
  }, [pendingId, refresh]);

  // Events sent while the socket was down are lost: on every reconnect, ask for what we are waiting for.
  useEffect(
    () =>
      onSocketConnect(() => {
        const id = pendingRef.current?.id;
        if (id) void refresh(id);
      }),
    [refresh],
  );

  const mutation = useMutation({
    mutationFn: async ({ kind, body, click }: { kind: JudgeKind; body: ExecuteCodeBody; click: string }) => {
      try {
        return await (kind === "run" ? runCode(body, click) : submitCode(body, click));
      } catch (error) {
        // The click already finished on its final event: a late failure (a dropped connection) says nothing new.
        if (pendingRef.current?.click !== click && !sessionEndedBy(error)) return null;
        throw error;
      }
    },
    // A click whose request got no answer (a dropped connection, an instance gone behind the balancer) or a 502/503/504
    // is sent again, twice, a second apart, with the same variables and so the same Idempotency-Key: the server
    // returns the submission the first copy made, if it made one, instead of judging the click twice.
    retry: (failures, error) => failures < JUDGE_REQUEST_RETRIES && isTransient(error),
    retryDelay: JUDGE_RETRY_DELAY_MS,
    // Spec §8: the server's error text (429 "already running", 503 "judge busy", validation), top-center.
    meta: { errorToast: { fallback: "Could not reach the judge, please retry", position: "top-center" } },
    onMutate: ({ kind, click }) => {
      track({ kind, id: null, click, earlier: new Set(heardOf.current) });
      setProgress({ status: "Queued", currentTest: null, totalTests: null });
    },
    onError: (_error, { click }) => {
      if (pendingRef.current?.click !== click) return;
      track(null);
      setProgress(null);
    },
    onSuccess: (answer, { click }) => {
      const current = pendingRef.current;
      // Finished already on the final event (and announced then): the held-back answer is not news.
      if (!answer || current?.click !== click) return;
      const { submission, message } = answer;
      if (!isPendingStatus(submission.status)) {
        complete(submission, message);
        return;
      }
      toast.show(message);
      if (current.id === submission.id) return; // adopted from its events already, progress shown
      track({ ...current, id: submission.id });
      const early = buffered.current.get(submission.id);
      if (early) apply(early);
      else setProgress({ status: submission.status, currentTest: null, totalTests: submission.totalCount });
    },
  });

  const start = useCallback(
    (kind: JudgeKind, body: ExecuteCodeBody) => {
      if (pendingRef.current) return;
      // One key per click; TanStack Query sends the same variables if it retries this mutation.
      mutation.mutate({ kind, body, click: newIdempotencyKey() });
    },
    [mutation.mutate],
  );

  return {
    /** The last final result (a run or a submission), shown in the result panel. */
    result,
    /** Live progress while something is being judged, else null. */
    progress: pending ? progress : null,
    isRunning: pending?.kind === "run",
    isSubmitting: pending?.kind === "submission",
    run: (body: ExecuteCodeBody) => start("run", body),
    submit: (body: ExecuteCodeBody) => start("submission", body),
  };
}
