import { api, call } from "@/lib/api-client.ts";

export interface VisibilityChange {
  problemId: string;
  isPublic: boolean;
}

/** PATCH /problems/{id}/visibility: publish or hide an imported problem without the full update form. */
export function setProblemVisibility({ problemId, isPublic }: VisibilityChange) {
  return call(
    api.problems[":id"].visibility.$patch({
      param: { id: encodeURIComponent(problemId) },
      json: { isPublic },
    }),
  );
}
