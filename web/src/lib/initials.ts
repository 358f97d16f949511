/**
 * Initials for an avatar (spec §2.4): the first letter of the first and of the last word, or one letter
 * when the name is a single word; upper-case. Empty names fall back to "?".
 */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].filter((w): w is string => Boolean(w)).map((w) => Array.from(w)[0] ?? "");
  return letters.join("").toUpperCase();
}
