import { createFileRoute } from "@tanstack/react-router";
import { adminProblemQueryOptions } from "@/features/admin/api/problems.ts";
import { CodeEditorProvider } from "@/features/admin/components/code-editor-context.tsx";
import { UpdateProblemPage } from "@/features/admin/components/update-problem-page.tsx";
import { CodeEditor } from "@/features/editor/components/code-editor.tsx";

export const Route = createFileRoute("/_admin/update-problem/$id")({
  // Prefetch without waiting; the page shows a spinner, then the prefilled form (or why it could not load).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(adminProblemQueryOptions(params.id));
  },
  component: Screen,
});

/** The admin feature gets the app's (lazy, bundled) Monaco editor from here: features do not import each other. */
function Screen() {
  const { id } = Route.useParams();
  return (
    <CodeEditorProvider editor={CodeEditor}>
      <UpdateProblemPage id={id} />
    </CodeEditorProvider>
  );
}
