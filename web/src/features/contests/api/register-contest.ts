import { api, call } from "@/lib/api-client.ts";

/** POST /contests/{id}/register: idempotent; 409 "Contest has ended" after the end. */
export function registerForContest(contestId: string) {
  return call(api.contests[":id"].register.$post({ param: { id: encodeURIComponent(contestId) } }));
}

/** DELETE /contests/{id}/register: idempotent; 409 with the server's reason once the contest has started. */
export function unregisterFromContest(contestId: string) {
  return call(api.contests[":id"].register.$delete({ param: { id: encodeURIComponent(contestId) } }));
}
