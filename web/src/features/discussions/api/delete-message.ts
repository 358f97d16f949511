import { api, call } from "@/lib/api-client.ts";

/** DELETE /discussions/{messageId}: by its author or an admin. */
export async function deleteMessage(messageId: string) {
  const { id } = await call(
    api.discussions[":messageId"].$delete({ param: { messageId: encodeURIComponent(messageId) } }),
  );
  return id;
}
