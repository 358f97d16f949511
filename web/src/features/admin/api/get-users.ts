import type { AdminUser } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** GET /admin/users: every account, newest first (ADMIN only). */
export async function getUsers(): Promise<AdminUser[]> {
  const { users } = (await apiRequest("/admin/users")) as { users: AdminUser[] };
  return users;
}

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "users"],
    queryFn: getUsers,
    meta: { errorToast: { fallback: "Error getting users", useServerMessage: false } },
  });
