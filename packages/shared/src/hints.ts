import { z } from "zod";

/**
 * Hints and the editorial, opened one step at a time (issue 27). A problem keeps its hints as one Markdown text (the
 * spec's `hints` field); a line that is exactly `---` (a Markdown thematic break) separates one hint from the next.
 * Such a line inside a fenced code block is code, not a separator.
 */
export const HINT_SEPARATOR = "---";

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The hints of a problem's `hints` text, in order: none for an empty text, one for a text without a separator. */
export function splitHints(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  const hints: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const opener = FENCE.exec(line)?.[1];
    if (opener && (fence === null || (opener[0] === fence[0] && opener.length >= fence.length))) {
      fence = fence === null ? opener : null;
    } else if (fence === null && line.trimEnd() === HINT_SEPARATOR) {
      hints.push(current.join("\n"));
      current = [];
      continue;
    }
    current.push(line);
  }
  hints.push(current.join("\n"));
  return hints.map((h) => h.trim()).filter((h) => h.length > 0);
}

/** One hint the learner opened: its 0-based position and text, and when they opened it. */
export const openedHintSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  openedAt: z.string(),
});
export type OpenedHint = z.infer<typeof openedHintSchema>;

/**
 * The caller's hints and editorial of one problem. `editorial.text` is the editorial only once opened or solved,
 * else "" (whether it exists is `available`). `beforeSolve` says the learner confirmed opening it before a solve.
 */
export const hintsViewSchema = z.object({
  total: z.number().int(),
  opened: z.array(openedHintSchema),
  editorial: z.object({
    available: z.boolean(),
    opened: z.boolean(),
    openedAt: z.string().nullable(),
    beforeSolve: z.boolean(),
    solved: z.boolean(),
    text: z.string(),
  }),
});
export type HintsView = z.infer<typeof hintsViewSchema>;

/** `index`: the hint the button offered (0-based). Opening hint i needs hints 0..i-1 opened; an opened one is a no-op. */
export const openHintBodySchema = z.object({
  index: z.number({ error: "Say which hint to open" }).int("Say which hint to open").min(0, "No such hint"),
});
export type OpenHintBody = z.infer<typeof openHintBodySchema>;

/** Before a solve the editorial opens only with `confirm: true` (the learner accepted the spoiler). */
export const openEditorialBodySchema = z.object({ confirm: z.boolean().default(false) });
export type OpenEditorialBody = z.infer<typeof openEditorialBodySchema>;

export const HINT_TEXTS = {
  outOfOrder: "Open the hints in order: this one is not next.",
  noSuchHint: "This problem has no such hint.",
  noEditorial: "This problem has no editorial yet.",
  confirmEditorial:
    "Reading the editorial before you solve the problem shows you the answer. Confirm to open it anyway.",
} as const;
