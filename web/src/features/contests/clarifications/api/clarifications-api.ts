import type { AnnounceClarificationBody, AskClarificationBody, ClarificationView } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";
import { contestsQueryKey } from "../../api/get-contests.ts";

/** Under the contests key: a registration or a socket reconnection refreshes it with the rest of the contest. */
export const clarificationsQueryKey = (contestId: string) =>
  [...contestsQueryKey, "clarifications", contestId] as const;

const param = (id: string) => ({ id: encodeURIComponent(id) });

/** GET /contests/{id}/clarifications: what the caller may read, oldest first. */
export const clarificationsQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: clarificationsQueryKey(contestId),
    queryFn: async (): Promise<ClarificationView[]> =>
      (await call(api.contests[":id"].clarifications.$get({ param: param(contestId), query: {} })))
        .clarifications,
    // Coming back to the tab is a catch-up point too (a sleeping laptop's socket may not have noticed it dropped).
    refetchOnWindowFocus: "always",
    meta: { errorToast: { fallback: "Failed to fetch the clarifications" } },
  });

/** POST /contests/{id}/clarifications: 409 when not LIVE, 403 when not registered, 429 when too fast. */
export const askClarification = (contestId: string, body: AskClarificationBody) =>
  call(api.contests[":id"].clarifications.$post({ param: param(contestId), json: body }));

/** POST /contests/{id}/clarifications/{clarId}/answer (admins). */
export const answerClarification = (
  contestId: string,
  clarId: string,
  body: { text: string; public: boolean },
) =>
  call(
    api.contests[":id"].clarifications[":clarId"].answer.$post({
      param: { ...param(contestId), clarId: encodeURIComponent(clarId) },
      json: body,
    }),
  );

/** POST /contests/{id}/clarifications/announce (admins). */
export const announceClarification = (contestId: string, body: AnnounceClarificationBody) =>
  call(api.contests[":id"].clarifications.announce.$post({ param: param(contestId), json: body }));
