import Editor from "@monaco-editor/react";
import "../lib/setup-monaco.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { editorOptions } from "../lib/editor-options.ts";
import { EDITOR_THEME } from "../lib/theme.ts";
import type { CodeEditorProps } from "./code-editor.tsx";

/** The real editor; only ever loaded through `CodeEditor`'s lazy import, so Monaco stays in its own chunks. */
export default function MonacoCodeEditor({
  value,
  language,
  onChange,
  height,
  fontSize,
  label,
}: CodeEditorProps) {
  return (
    <Editor
      height={height}
      language={language}
      value={value}
      theme={EDITOR_THEME}
      onChange={(next) => onChange(next ?? "")}
      loading={<Spinner className="size-8" label="Loading the editor" />}
      wrapperProps={{ "data-testid": "code-editor", "data-language": language }}
      options={editorOptions(fontSize, label)}
    />
  );
}
