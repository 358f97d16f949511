import { apiRequest } from "@/lib/api-client.ts";

export interface BlockChange {
  userId: string;
  isBlocked: boolean;
}

/** PATCH /admin/users/{id}/block. Blocking also ends that user's sessions and sockets on the server. */
export function setUserBlocked({ userId, isBlocked }: BlockChange) {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}/block`, {
    method: "PATCH",
    body: { isBlocked },
  }) as Promise<{ user: { id: string; isBlocked: boolean }; message: string }>;
}
