/**
 * A rating change as people read it: always signed ("+123", "−45", "±0"), so the sign carries the meaning and the
 * colour only repeats it. The contest standings and the profile both show changes, hence one home in lib/.
 */
export function signedDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  // U+2212, the minus sign: as wide as the plus, and read as "minus" by screen readers.
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return "±0";
}

/** The text colour that repeats the sign (green up, red down, grey unchanged) on the app's dark surfaces. */
export function deltaTone(delta: number): string {
  if (delta > 0) return "text-emerald-300";
  if (delta < 0) return "text-rose-300";
  return "text-slate-300";
}
