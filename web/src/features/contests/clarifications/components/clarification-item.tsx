import { type ClarificationView, clarificationKind } from "@grindstone/shared";
import { useId, useState } from "react";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";
import { RelativeTime } from "@/components/ui/relative-time.tsx";
import { ClarificationForm } from "./clarification-form.tsx";

const KIND_LABEL = { announcement: "Announcement", answer: "Answer", question: "Question" } as const;
const KIND_STYLE = {
  announcement: "border-sky-500/40 bg-sky-500/5",
  answer: "border-emerald-500/40 bg-emerald-500/5",
  question: "border-slate-800 bg-slate-900/50",
} as const;

/**
 * One message: its kind as a word (never colour alone), the problem letter, the time, the text as Markdown like a
 * discussion post. An answer quotes the question it answers when the reader has it; the jury sees who asked and,
 * on an unanswered question, the answer form.
 */
export function ClarificationItem({
  item,
  question,
  isAdmin,
  onAnswer,
}: {
  item: ClarificationView;
  question: ClarificationView | undefined;
  isAdmin: boolean;
  onAnswer: (item: ClarificationView, text: string, toEveryone: boolean) => Promise<boolean>;
}) {
  const kind = clarificationKind(item);
  const label = kind === "question" && item.mine ? "Your question" : KIND_LABEL[kind];
  return (
    <li
      className={`rounded-xl border px-3 py-3 sm:px-4 ${KIND_STYLE[kind]}`}
      data-testid="clarification"
      data-kind={kind}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs">
        <span className="font-semibold tracking-wide text-slate-100 uppercase">{label}</span>
        <span className="rounded-md bg-slate-800 px-1.5 py-0.5 font-mono text-slate-300">
          {item.problemLabel ? `Problem ${item.problemLabel}` : "General"}
        </span>
        {kind === "answer" ? (
          <span className="text-slate-400">{item.public ? "to everyone" : "to you"}</span>
        ) : null}
        {isAdmin && kind === "question" ? (
          <span className="text-slate-300">
            from <span className="font-semibold">{item.fromUsername ?? "unknown"}</span> ·{" "}
            {item.answered ? "answered" : <span className="text-amber-300">unanswered</span>}
          </span>
        ) : null}
        <RelativeTime iso={item.time} className="text-slate-400" />
      </div>
      {kind === "answer" && question ? (
        <blockquote className="mt-2 border-l-2 border-slate-600 pl-3 text-sm text-slate-400">
          <span className="sr-only">In reply to: </span>
          {question.text.length > 200 ? `${question.text.slice(0, 200)}…` : question.text}
        </blockquote>
      ) : null}
      <Markdown source={item.text} className="mt-1 text-sm leading-6" />
      {isAdmin && kind === "question" && !item.answered ? (
        <AnswerForm item={item} onAnswer={onAnswer} />
      ) : null}
    </li>
  );
}

function AnswerForm({
  item,
  onAnswer,
}: {
  item: ClarificationView;
  onAnswer: (item: ClarificationView, text: string, toEveryone: boolean) => Promise<boolean>;
}) {
  const id = useId();
  const [toEveryone, setToEveryone] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="mt-3 border-t border-slate-800 pt-3">
      <ClarificationForm
        name={`Answer ${item.fromUsername ?? "the question"}`}
        textLabel="Answer"
        submitLabel="Send answer"
        placeholder="Your answer (Markdown)"
        problems={null}
        disabledReason={null}
        busy={busy}
        onSend={async ({ text }) => {
          setBusy(true);
          try {
            return await onAnswer(item, text, toEveryone);
          } finally {
            setBusy(false);
          }
        }}
      >
        <label htmlFor={`${id}-all`} className="inline-flex items-center gap-2 text-sm text-slate-300">
          <input
            id={`${id}-all`}
            type="checkbox"
            checked={toEveryone}
            onChange={(e) => setToEveryone(e.target.checked)}
            className="size-4 accent-amber-400"
          />
          Send to everyone
        </label>
      </ClarificationForm>
    </div>
  );
}
