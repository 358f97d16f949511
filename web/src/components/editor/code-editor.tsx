import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";

export interface CodeEditorProps {
  value: string;
  /** Monaco's language id (see MONACO_LANGUAGE). */
  language: string;
  onChange: (value: string) => void;
  height: number;
  fontSize: number;
  /** The editor's accessible name. */
  label: string;
}

// Monaco is large: it loads only when an editor is on screen, never with the landing page or the shell.
const MonacoCodeEditor = lazy(() => import("./monaco-code-editor.tsx"));

export function CodeEditor(props: CodeEditorProps) {
  return (
    <div style={{ height: props.height }}>
      <Suspense fallback={<Skeleton className="h-full w-full rounded-none" />}>
        <MonacoCodeEditor {...props} />
      </Suspense>
    </div>
  );
}
