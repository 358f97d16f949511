import type { CreateContestInput } from "@grindstone/shared";
import { api, call } from "@/lib/api-client.ts";

/** PUT /contests/admin/{id} (admin): the whole form again; 409 with the server's reason once it has started. */
export function updateContest({ id, body }: { id: string; body: CreateContestInput }) {
  return call(api.contests.admin[":id"].$put({ param: { id: encodeURIComponent(id) }, json: body }));
}

/** DELETE /contests/admin/{id} (admin): before the start only, like the edit. */
export function deleteContest(id: string) {
  return call(api.contests.admin[":id"].$delete({ param: { id: encodeURIComponent(id) } }));
}
