/** ICPC problem letters: position 0 is A (a contest holds at most 26 problems, MAX_CONTEST_PROBLEMS). */
export const problemLetter = (position: number) =>
  String.fromCharCode(65 + Math.max(0, Math.min(25, position)));
