import { api, call } from "@/lib/api-client.ts";

/** PATCH /contests/admin/{id}/rated (admin): counts the contest towards ratings or not, also after its end. */
export function setContestRated({ id, rated }: { id: string; rated: boolean }) {
  return call(
    api.contests.admin[":id"].rated.$patch({ param: { id: encodeURIComponent(id) }, json: { rated } }),
  );
}
