/**
 * A group's tests as the admin types them: 1-based numbers and ranges ("1-3, 5"), as the Test Cases list numbers
 * them; the policy stores 0-based positions. Pure, so both directions are unit-tested.
 */

/** "1-3, 5" → [0, 1, 2, 4]; null when a part is not a number or range from 1 (the form says so). */
export function parseTestNumbers(text: string): number[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const positions: number[] = [];
  for (const part of parts) {
    const range = /^(\d+)(?:\s*[-–]\s*(\d+))?$/.exec(part);
    if (!range) return null;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    // A range is capped so a typo like "1-100000000" cannot freeze the page building the list.
    if (from < 1 || to < from || to - from > 10_000) return null;
    for (let n = from; n <= to; n++) positions.push(n - 1);
  }
  return positions;
}

/** [0, 1, 2, 4] → "1-3, 5": runs of consecutive tests shown as ranges, in the stored order otherwise. */
export function formatTestNumbers(positions: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < positions.length) {
    const start = positions[i] as number;
    let end = start;
    while (positions[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    parts.push(end > start ? `${start + 1}-${end + 1}` : String(start + 1));
    i += 1;
  }
  return parts.join(", ");
}
