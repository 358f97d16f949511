import { createFileRoute } from "@tanstack/react-router";
import { openApiQueryOptions } from "@/features/admin/api/get-openapi.ts";
import { ApiReferencePage } from "@/features/admin/components/api-reference-page.tsx";

export const Route = createFileRoute("/_admin/api-docs")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(openApiQueryOptions());
  },
  component: ApiReferencePage,
});
