import { CHALLENGE_IN_PROGRESS, type ChallengeStatus, type ChallengeView } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** Every challenge query starts with this, so a new challenge or a decision refreshes them together. */
export const challengesQueryKey = ["challenges"] as const;

/** How often the page asks again while the worker is on a challenge of the caller's. */
const POLL_MS = 1500;
const inProgress = (list: ChallengeView[] | undefined) =>
  (list ?? []).some((c) => CHALLENGE_IN_PROGRESS.includes(c.status));

/** GET /problems/{id}/challenges/mine: the caller's challenges of one problem, newest first. */
export async function getMyChallenges(problemId: string) {
  const { challenges } = await call(
    api.problems[":id"].challenges.mine.$get({ param: { id: encodeURIComponent(problemId) } }),
  );
  return challenges;
}

export const myChallengesQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: [...challengesQueryKey, "mine", problemId],
    queryFn: () => getMyChallenges(problemId),
    // Polled only while one is being validated or run: its status moves on by itself.
    refetchInterval: (query) => (inProgress(query.state.data) ? POLL_MS : false),
    meta: { errorToast: { fallback: "Error getting your challenges", useServerMessage: true } },
  });

/** POST /problems/{id}/challenges: 202 with the challenge, VALIDATING. */
export async function createChallenge(v: { problemId: string; input: string; submissionId: string | null }) {
  const { challenge } = await call(
    api.problems[":id"].challenges.$post({
      param: { id: encodeURIComponent(v.problemId) },
      json: { input: v.input, submissionId: v.submissionId },
    }),
  );
  return challenge;
}

/** GET /admin/challenges?status=…: the review queue, oldest first, with the evidence. */
export async function getReviewChallenges(status: ChallengeStatus) {
  const { challenges } = await call(api.admin.challenges.$get({ query: { status } }));
  return challenges;
}

export const reviewChallengesQueryOptions = (status: ChallengeStatus = "PENDING_REVIEW") =>
  queryOptions({
    queryKey: [...challengesQueryKey, "review", status],
    queryFn: () => getReviewChallenges(status),
    meta: { errorToast: { fallback: "Error getting challenges", useServerMessage: true } },
  });

export const approveChallenge = (id: string) =>
  call(api.admin.challenges[":id"].approve.$post({ param: { id: encodeURIComponent(id) } }));

export const rejectChallenge = (v: { id: string; message?: string }) =>
  call(
    api.admin.challenges[":id"].reject.$post({
      param: { id: encodeURIComponent(v.id) },
      json: { message: v.message },
    }),
  );

/** GET /challenges/later-failures: the caller's accepted submissions that failed a later test, and the badge. */
export const laterFailuresQueryOptions = () =>
  queryOptions({
    queryKey: [...challengesQueryKey, "later-failures"],
    queryFn: () => call(api.challenges["later-failures"].$get()),
    meta: { errorToast: { fallback: "Error getting notices", useServerMessage: false } },
  });

export const markLaterFailuresSeen = () => call(api.challenges["later-failures"].seen.$post());
