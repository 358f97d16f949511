import type { CreateProblemBody, UpdateProblemBody } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** GET /problems/get-problem/{id}; an admin also gets reference solutions and hidden tests (flagged). */
export async function getAdminProblem(id: string) {
  const { problem } = await call(
    api.problems["get-problem"][":id"].$get({ param: { id: encodeURIComponent(id) } }),
  );
  return problem;
}

export const adminProblemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["admin", "problem", id],
    queryFn: () => getAdminProblem(id),
    // The form copies the problem once; a background refetch must not look like a change under the admin.
    staleTime: 0,
    gcTime: 0,
  });

/**
 * POST /problems/create-problem. The server first runs every reference solution through the judge against
 * every test, so this can take several seconds; a 400 names the failing language and test. `isPublic: false`
 * creates it hidden until a contest holding it ends.
 */
export function createProblem(body: CreateProblemBody) {
  return call(api.problems["create-problem"].$post({ json: body }));
}

/** PUT /problems/update-problem/{id}; judged the same way as creation. */
export function updateProblem({ id, body }: { id: string; body: UpdateProblemBody }) {
  return call(
    api.problems["update-problem"][":id"].$put({ param: { id: encodeURIComponent(id) }, json: body }),
  );
}
