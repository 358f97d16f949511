/**
 * An interactive test's exchange (TestCaseResult.interaction, packages/shared/src/submissions.ts) as lines to show:
 * ">" before a line the program printed, "<" before a line the interactor sent it, and a last "..." when the
 * record was cut at its size limit.
 */
export type InteractionLine = { from: "program" | "judge"; text: string } | { from: "cut"; text: "" };

export function interactionLines(interaction: string): InteractionLine[] {
  // The record ends every line with "\n": the empty string after the last one is not a line.
  const raw = interaction.split("\n");
  if (raw.at(-1) === "") raw.pop();
  return raw.map((line): InteractionLine => {
    if (line === "...") return { from: "cut", text: "" };
    if (line.startsWith(">")) return { from: "program", text: line.slice(1) };
    if (line.startsWith("<")) return { from: "judge", text: line.slice(1) };
    // Not in the format: shown as the program's words would be, rather than lost.
    return { from: "program", text: line };
  });
}
