import type { ContestView } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";
import { receivedAt } from "../lib/server-clock.ts";

/** Every contest query starts with this, so a registration or a start/end event refreshes them together. */
export const contestsQueryKey = ["contests"] as const;

/** A contest view plus the device's clock at the moment it arrived, to count down against `serverTime`. */
export type ClockedContest = ContestView & { receivedAt: number };

/** GET /contests. */
export async function getContests(): Promise<ClockedContest[]> {
  const { contests } = await call(api.contests.$get());
  const at = receivedAt();
  return contests.map((c) => ({ ...c, receivedAt: at }));
}

/** GET /contests/{id}. */
export async function getContest(id: string): Promise<ClockedContest> {
  const { contest } = await call(api.contests[":id"].$get({ param: { id: encodeURIComponent(id) } }));
  return { ...contest, receivedAt: receivedAt() };
}

// Spec §8 gives each load failure a fixed text.
export const contestsQueryOptions = () =>
  queryOptions({
    queryKey: [...contestsQueryKey, "list"],
    queryFn: getContests,
    meta: { errorToast: { fallback: "Failed to fetch contests", useServerMessage: false } },
  });

export const contestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...contestsQueryKey, "detail", id],
    queryFn: () => getContest(id),
    meta: { errorToast: { fallback: "Failed to fetch contest details", useServerMessage: false } },
  });
