import type { ImportView } from "@grindstone/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { importQueryOptions } from "../api/imports.ts";
import { setProblemVisibility } from "../api/set-problem-visibility.ts";

/**
 * Publish / Hide from an import's report. The report's line shows the new visibility once the server agrees (no
 * optimistic flip: publishing is what lets learners in, so the button must not claim it before it happened); every
 * other cached list that may show the problem is marked stale, as after saving a problem.
 */
export function useSetVisibility(importId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = importQueryOptions(importId);
  return useMutation({
    mutationFn: setProblemVisibility,
    meta: { errorToast: { fallback: "Error changing the problem's visibility" } },
    onSuccess: async ({ id, isPublic }) => {
      queryClient.setQueryData<ImportView>(queryKey, (view) =>
        view ? { ...view, problems: view.problems.map((p) => (p.id === id ? { ...p, isPublic } : p)) } : view,
      );
      toast.success(isPublic ? "Problem published" : "Problem hidden");
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
    },
  });
}
