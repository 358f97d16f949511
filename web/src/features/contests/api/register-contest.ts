import type { ContestView } from "@grindstone/shared";
import { apiRequest } from "@/lib/api-client.ts";

/** POST /contests/{id}/register: idempotent; 409 "Contest has ended" after the end. */
export function registerForContest(contestId: string) {
  return apiRequest(`/contests/${encodeURIComponent(contestId)}/register`, { method: "POST" }) as Promise<{
    message: string;
    contest: ContestView;
  }>;
}
