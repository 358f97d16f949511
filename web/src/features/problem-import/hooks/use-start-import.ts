import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { importsQueryOptions } from "../api/imports.ts";
import { startImport } from "../api/start-import.ts";

/**
 * Starts an import and opens its report. A refusal (not an archive, too large, a bad URL) is shown by the form from
 * `error`, where it stays while the admin fixes the input, so no toast repeats it.
 */
export function useStartImport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: async ({ importId }) => {
      void queryClient.invalidateQueries({ queryKey: importsQueryOptions().queryKey });
      await navigate({ to: "/import-problems/$importId", params: { importId } });
    },
  });
}
