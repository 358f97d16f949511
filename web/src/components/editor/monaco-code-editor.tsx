import Editor from "@monaco-editor/react";
import "./setup-monaco.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import type { CodeEditorProps } from "./code-editor.tsx";
import { editorOptions } from "./editor-options.ts";
import { EDITOR_THEME } from "./theme.ts";

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
