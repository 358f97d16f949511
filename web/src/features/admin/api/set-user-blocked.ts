import { api, call } from "@/lib/api-client.ts";

export interface BlockChange {
  userId: string;
  isBlocked: boolean;
}

/** PATCH /admin/users/{id}/block. Blocking also ends that user's sessions and sockets on the server. */
export function setUserBlocked({ userId, isBlocked }: BlockChange) {
  return call(
    api.admin.users[":id"].block.$patch({ param: { id: encodeURIComponent(userId) }, json: { isBlocked } }),
  );
}
