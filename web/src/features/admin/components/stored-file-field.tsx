import type { StoredTestFile } from "@grindstone/shared";
import { useId } from "react";
import { labelClass } from "@/components/ui/field-styles.ts";
import { storedFileSummary } from "../lib/stored-test-file.ts";

/**
 * A test side stored as a file on the server (an imported problem's big test): the form never has its content, so it
 * is shown, not edited. A read-only textarea rather than a disabled one: it stays in the Tab order, and a screen
 * reader reads its label, its summary and why it cannot change. Two rows, like the text fields beside it, so the
 * summary wraps whole on a phone instead of losing the hash to an ellipsis.
 */
export function StoredFileField({ label, file }: { label: string; file: StoredTestFile }) {
  const id = useId();
  return (
    <div data-testid="stored-test-file">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        readOnly
        rows={2}
        value={storedFileSummary(file)}
        title={`SHA-256 ${file.sha256}`}
        aria-describedby={`${id}-note`}
        className="mt-1.5 w-full cursor-default resize-none rounded-xl border border-dashed border-slate-600 bg-slate-950/60 px-3.5 py-2.5 font-mono text-sm text-slate-200 outline-none focus:border-amber-400 focus:ring-2 focus:ring-amber-400/25"
      />
      <p id={`${id}-note`} className="mt-1.5 text-xs text-slate-400">
        Imported test data: change it by importing the package again.
      </p>
    </div>
  );
}
