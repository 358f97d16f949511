import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import { controlClass } from "@/components/ui/field-styles.ts";

/** What the admin forms need from a code editor; features/editor's lazy Monaco `CodeEditor` fits it. */
export interface CodeEditorProps {
  value: string;
  language: string;
  onChange: (value: string) => void;
  height: number;
  fontSize: number;
  label: string;
}
export type CodeEditorComponent = ComponentType<CodeEditorProps>;

/** Without a provider the forms still work, with a plain monospace text area. */
function PlainCodeEditor({ value, onChange, height, label }: CodeEditorProps) {
  return (
    <textarea
      aria-label={label}
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={{ height }}
      className={`${controlClass()} rounded-none border-0 font-mono`}
    />
  );
}

const CodeEditorContext = createContext<CodeEditorComponent>(PlainCodeEditor);

/**
 * Features do not import each other, so the route hands the admin screens the app's editor component
 * (the same composition the problems route uses for the playlist dialogs).
 */
export function CodeEditorProvider({
  editor,
  children,
}: {
  editor: CodeEditorComponent;
  children: ReactNode;
}) {
  return <CodeEditorContext.Provider value={editor}>{children}</CodeEditorContext.Provider>;
}

export const useCodeEditor = () => useContext(CodeEditorContext);
