import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** GET /admin/users: every account, newest first (ADMIN only). */
export async function getUsers() {
  const { users } = await call(api.admin.users.$get());
  return users;
}

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "users"],
    queryFn: getUsers,
    meta: { errorToast: { fallback: "Error getting users", useServerMessage: false } },
  });
