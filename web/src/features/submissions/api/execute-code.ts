import type { ExecuteCodeBody, ExecuteCodeResponse, SubmissionView } from "@grindstone/shared";
import { apiRequest } from "@/lib/api-client.ts";

/**
 * POST /execute-code/ (Run) and /execute-code/submit. Both answer with the verdict when the judge is quick
 * (200) or with the pending submission (202, status Queued/Running); progress then comes over the socket.
 */
export function runCode(body: ExecuteCodeBody) {
  return apiRequest("/execute-code/", { method: "POST", body }) as Promise<ExecuteCodeResponse>;
}

export function submitCode(body: ExecuteCodeBody) {
  return apiRequest("/execute-code/submit", { method: "POST", body }) as Promise<ExecuteCodeResponse>;
}

/** GET /submission/{id}: a submission's or a run's current state (runs are kept for a while after judging). */
export async function getSubmission(id: string): Promise<SubmissionView> {
  const { submission } = (await apiRequest(`/submission/${encodeURIComponent(id)}`)) as {
    submission: SubmissionView;
  };
  return submission;
}
