import { apiRequest } from "@/lib/api-client.ts";

/** DELETE /problems/delete-problem/{id} (ADMIN). Seeded "Demo" problems answer 400 with the reason. */
export function deleteProblem(problemId: string) {
  return apiRequest(`/problems/delete-problem/${encodeURIComponent(problemId)}`, {
    method: "DELETE",
  }) as Promise<{ message: string }>;
}
