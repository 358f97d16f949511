import type { Difficulty, Language, Verdict } from "@grindstone/shared";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SeedContest = {
  slug: string;
  /** The state the contest is seeded in; a LIVE or UPCOMING one that drifted out of it is rolled forward. */
  state: "live" | "upcoming" | "ended";
  title: string;
  description: string;
  /** The median of its problems' difficulties (contest-seed.test.ts checks it). */
  difficulty: Difficulty;
  freezeMinutes: number;
  /** Seed problem slugs, in board order (A, B, …). */
  problems: string[];
  window: (now: number) => [number, number];
};

/**
 * One contest in each state, each with its own problems, so a newcomer always finds a LIVE one (started half an
 * hour before the server did, two hours long), one to register for, and final standings to read.
 */
export const SEED_CONTESTS: SeedContest[] = [
  {
    slug: "demo-live",
    state: "live",
    title: "Grindstone Open",
    description:
      "A two-hour round of string and sequence problems, from a warm-up on common prefixes to a dynamic-programming " +
      "finish. ICPC rules: most problems solved wins, ties go to the lower penalty (minutes to each Accepted plus 5 " +
      "per rejected try before it). Registration stays open until the end.",
    difficulty: "MEDIUM",
    freezeMinutes: 0,
    problems: [
      "longest-common-prefix",
      "longest-substring-without-repeating-characters",
      "longest-increasing-subsequence",
    ],
    window: (now) => [now - 30 * MINUTE, now + 90 * MINUTE],
  },
  {
    slug: "demo-upcoming",
    state: "upcoming",
    title: "Hard Mode Night",
    description:
      "Three problems, two of them rated Hard, for when the Easy ones feel routine. Two hours; the standings freeze " +
      "for the last 30 minutes, so the final order is revealed only when the round ends. Register any time before " +
      "the end.",
    difficulty: "HARD",
    freezeMinutes: 30,
    problems: ["coin-change", "trapping-rain-water", "largest-rectangle-in-histogram"],
    window: (now) => [now + 3 * DAY, now + 3 * DAY + 2 * HOUR],
  },
  {
    slug: "demo-ended",
    state: "ended",
    title: "Launch Sprint",
    description:
      "The first Grindstone round: four array problems, three Easy and one Medium, in two hours. Its final " +
      "standings come from sample contestants the site was seeded with, so you can see how a finished board reads " +
      "before your first contest.",
    difficulty: "EASY",
    freezeMinutes: 0,
    problems: ["best-time-to-buy-and-sell-stock", "contains-duplicate", "binary-search", "maximum-subarray"],
    window: (now) => [now - 3 * DAY, now - 3 * DAY + 2 * HOUR],
  },
];

/**
 * The ended contest's sample contestants and their tries, one string per problem (A, B, …): space-separated tries in
 * order, each a minute from the start, prefixed by its verdict when it was rejected (W Wrong Answer, T Time Limit
 * Exceeded, R Runtime Error, C Compilation Error); a bare minute is the Accepted. "" is a problem left alone.
 */
export const SAMPLE_CONTESTANTS: { name: string; local: string; language: Language; tries: string[] }[] = [
  {
    name: "Mira Okafor",
    local: "mira.okafor",
    language: "PYTHON",
    tries: ["6", "11", "W19 24", "W52 T61 70"],
  },
  { name: "Tomasz Wójcik", local: "tomasz.wojcik", language: "JAVA", tries: ["9", "15", "28", "W80 97"] },
  { name: "Hana Sato", local: "hana.sato", language: "JAVASCRIPT", tries: ["5", "W13 17", "22", "T58 T66"] },
  { name: "Diego Ramírez", local: "diego.ramirez", language: "PYTHON", tries: ["8", "19", "W30 W37 41", ""] },
  { name: "Aisha Bello", local: "aisha.bello", language: "CPP", tries: ["14", "C20 26", "39", "W99"] },
  { name: "Lukas Berg", local: "lukas.berg", language: "JAVASCRIPT", tries: ["7", "21", "", "W64 W88"] },
  { name: "Priya Nair", local: "priya.nair", language: "PYTHON", tries: ["W10 16", "", "33", ""] },
  { name: "Sam Carter", local: "sam.carter", language: "TYPESCRIPT", tries: ["12", "W25 W40", "", ""] },
  { name: "Inês Duarte", local: "ines.duarte", language: "JAVA", tries: ["R18 27", "", "", ""] },
  { name: "Kofi Mensah", local: "kofi.mensah", language: "PYTHON", tries: ["W35 W50", "", "", ""] },
];

const VERDICT_OF = {
  W: "Wrong Answer",
  T: "Time Limit Exceeded",
  R: "Runtime Error",
  C: "Compilation Error",
} as const;

export type SampleTry = { minute: number; status: Verdict };

export function parseTries(spec: string): SampleTry[] {
  return spec
    .split(" ")
    .filter(Boolean)
    .map((token) => {
      const code = token[0] as keyof typeof VERDICT_OF;
      return code in VERDICT_OF
        ? { minute: Number(token.slice(1)), status: VERDICT_OF[code] }
        : { minute: Number(token), status: "Accepted" as const };
    });
}
