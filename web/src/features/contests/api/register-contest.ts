import { api, call } from "@/lib/api-client.ts";

/** POST /contests/{id}/register: idempotent; 409 "Contest has ended" after the end. */
export function registerForContest(contestId: string) {
  return call(api.contests[":id"].register.$post({ param: { id: encodeURIComponent(contestId) } }));
}
