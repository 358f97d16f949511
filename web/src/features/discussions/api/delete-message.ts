import { z } from "zod";
import { apiRequest } from "@/lib/api-client.ts";

/** DELETE /discussions/{messageId}: by its author or an admin. */
export async function deleteMessage(messageId: string) {
  const { id } = await apiRequest(`/discussions/${encodeURIComponent(messageId)}`, {
    method: "DELETE",
    schema: z.object({ id: z.string() }),
  });
  return id;
}
