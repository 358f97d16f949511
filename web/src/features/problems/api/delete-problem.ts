import { api, call } from "@/lib/api-client.ts";

/** DELETE /problems/delete-problem/{id} (ADMIN). Seeded "Demo" problems answer 400 with the reason. */
export function deleteProblem(problemId: string) {
  return call(
    api.problems["delete-problem"][":id"].$delete({ param: { id: encodeURIComponent(problemId) } }),
  );
}
