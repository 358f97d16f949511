import { CLARIFICATION_TEXT_MAX } from "@grindstone/shared";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";

export type ProblemOption = { problemId: string; label: string; title: string };

/**
 * A message to send: an optional problem (General by default), the text (Markdown), and the submit button. Disabled
 * with `disabledReason` shown and linked to the controls; the draft is cleared only once the server has it.
 */
export function ClarificationForm({
  name,
  textLabel,
  submitLabel,
  placeholder,
  problems,
  disabledReason,
  busy,
  onSend,
  children,
}: {
  name: string;
  textLabel: string;
  submitLabel: string;
  placeholder: string;
  /** Null: no problem select (an answer keeps its question's problem). */
  problems: ProblemOption[] | null;
  disabledReason: string | null;
  busy: boolean;
  onSend: (input: { problemId: string | null; text: string }) => Promise<boolean>;
  /** Extra controls before the button (the answer's "Send to everyone"). */
  children?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [problemId, setProblemId] = useState("");
  const length = text.trim().length;
  const tooLong = length > CLARIFICATION_TEXT_MAX;
  const disabled = disabledReason !== null;
  const canSend = !disabled && !busy && length > 0 && !tooLong;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    if (await onSend({ problemId: problemId || null, text: text.trim() })) setText("");
  };
  const describedBy = [disabled ? `${id}-why` : null, `${id}-count`].filter(Boolean).join(" ");
  return (
    <form onSubmit={onSubmit} aria-label={name} className="space-y-3">
      {problems ? (
        <div>
          <label htmlFor={`${id}-problem`} className={labelClass}>
            Problem
          </label>
          <select
            id={`${id}-problem`}
            value={problemId}
            disabled={disabled}
            onChange={(e) => setProblemId(e.target.value)}
            className={`${controlClass()} mt-1.5`}
          >
            <option value="">General</option>
            {problems.map((p) => (
              <option key={p.problemId} value={p.problemId}>
                {p.label}. {p.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          {textLabel}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          placeholder={placeholder}
          aria-invalid={tooLong}
          aria-describedby={describedBy}
          className={`${controlClass(tooLong)} mt-1.5 resize-y`}
        />
        <p id={`${id}-count`} className={`mt-1 text-xs ${tooLong ? "text-red-400" : "text-slate-400"}`}>
          {length.toLocaleString("en-US")} / {CLARIFICATION_TEXT_MAX.toLocaleString("en-US")} characters.
          Markdown works.
        </p>
      </div>
      {disabled ? (
        <p id={`${id}-why`} className="text-sm text-amber-200/90">
          {disabledReason}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>{children}</div>
        <button type="submit" disabled={!canSend} className={buttonClass("primary", "sm")}>
          {busy ? "Sending…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
