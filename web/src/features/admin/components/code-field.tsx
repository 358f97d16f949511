import { LANGUAGE_LABEL, type Language, MONACO_LANGUAGE } from "@grindstone/shared";
import { CodeEditor } from "@/components/editor/code-editor.tsx";

// The app's lazily loaded Monaco editor, with a label and an error.

interface CodeFieldProps {
  label: string;
  language: Language;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Spec §9: 300 px in the admin forms. */
  height?: number;
  /** Spec §9: font 14 in the update form. */
  fontSize?: number;
  testId?: string;
}

export function CodeField({
  label,
  language,
  value,
  onChange,
  error,
  height = 300,
  fontSize = 14,
  testId,
}: CodeFieldProps) {
  return (
    <div data-testid={testId} className="min-w-0">
      <p className="mb-1.5 text-sm font-medium text-slate-300">{label}</p>
      <div
        className={`overflow-hidden rounded-xl border ${error ? "border-red-500/70" : "border-slate-700"}`}
      >
        <CodeEditor
          value={value}
          onChange={onChange}
          language={MONACO_LANGUAGE[language]}
          height={height}
          fontSize={fontSize}
          label={`${LANGUAGE_LABEL[language]} ${label}`}
        />
      </div>
      {error ? <p className="mt-1.5 text-sm text-red-500">{error}</p> : null}
    </div>
  );
}
