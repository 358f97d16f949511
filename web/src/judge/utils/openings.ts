import type { SubmissionView } from "@grindstone/shared";

/** 0-based indexes as 1-based runs: [0, 1, 3] → "1–2, 4". */
function runs(indexes: number[]) {
  const parts: string[] = [];
  let start: number | null = null;
  let prev = -2;
  const flush = () => {
    if (start !== null) parts.push(start === prev ? `${start + 1}` : `${start + 1}–${prev + 1}`);
  };
  for (const i of [...indexes].sort((a, b) => a - b)) {
    if (i !== prev + 1) {
      flush();
      start = i;
    }
    prev = i;
  }
  flush();
  return parts.join(", ");
}

/**
 * What the learner had opened before a submission, for its row (issue 27): "Hint 1 opened", "Hints 1–2 opened",
 * "Editorial read". Empty when nothing was (or the answer does not say).
 */
export function openingsText(s: Pick<SubmissionView, "hintsOpened" | "editorialOpened">): string[] {
  const hints = s.hintsOpened ?? [];
  const texts: string[] = [];
  if (hints.length > 0) texts.push(`${hints.length === 1 ? "Hint" : "Hints"} ${runs(hints)} opened`);
  if (s.editorialOpened) texts.push("Editorial read");
  return texts;
}
