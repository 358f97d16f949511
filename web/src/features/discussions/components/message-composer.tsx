import { DISCUSSION_MESSAGE_MAX } from "@grindstone/shared";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass } from "@/components/ui/field-styles.ts";

/** The counter appears in the last tenth of the allowance (from 1,800 of 2,000 characters). */
const COUNTER_FROM = DISCUSSION_MESSAGE_MAX * 0.9;
const count = (n: number) => n.toLocaleString("en-US");

/**
 * The post box (spec §2.6): Post is disabled while the trimmed text is empty or too long; Ctrl+Enter (⌘+Enter on a
 * Mac) posts. The draft is cleared only once the server has the message, so a failed post loses nothing.
 */
export function MessageComposer({
  onPost,
  posting,
}: {
  onPost: (text: string) => Promise<boolean>;
  posting: boolean;
}) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const length = draft.trim().length;
  const tooLong = length > DISCUSSION_MESSAGE_MAX;
  const canPost = length > 0 && !tooLong && !posting;

  const post = async () => {
    if (!canPost) return;
    if (await onPost(draft.trim())) setDraft("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void post();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void post();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2" data-testid="discussion-composer">
      <label htmlFor={`${id}-text`} className="sr-only">
        Your message
      </label>
      <textarea
        id={`${id}-text`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        placeholder="Share an approach or ask a question. Markdown and $math$ work."
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={tooLong}
        className={`${controlClass(tooLong)} resize-y`}
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          <kbd className="font-sans">Ctrl</kbd>+<kbd className="font-sans">Enter</kbd> to post
        </p>
        <div className="flex items-center gap-3">
          <span
            id={`${id}-count`}
            data-testid="message-counter"
            className={`text-xs tabular-nums ${tooLong ? "text-red-400" : "text-slate-400"}`}
          >
            {length >= COUNTER_FROM ? `${count(length)} / ${count(DISCUSSION_MESSAGE_MAX)}` : ""}
          </span>
          <button type="submit" disabled={!canPost} className={buttonClass("primary", "sm")}>
            {posting ? "Posting…" : "Post"}
          </button>
        </div>
      </div>
    </form>
  );
}
