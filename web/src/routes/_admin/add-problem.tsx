import { createFileRoute } from "@tanstack/react-router";
import { AddProblemPage } from "@/features/admin/components/add-problem-page.tsx";
import { CodeEditorProvider } from "@/features/admin/components/code-editor-context.tsx";
import { CodeEditor } from "@/features/editor/components/code-editor.tsx";

export const Route = createFileRoute("/_admin/add-problem")({
  component: Screen,
});

/** The admin feature gets the app's (lazy, bundled) Monaco editor from here: features do not import each other. */
function Screen() {
  return (
    <CodeEditorProvider editor={CodeEditor}>
      <AddProblemPage />
    </CodeEditorProvider>
  );
}
