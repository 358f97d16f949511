// The landing page's feature cards: each names something the product does today (docs/spec-deviations.md lists how
// this differs from the spec's marketing copy).

export interface FeatureCard {
  title: string;
  description: string;
  emoji: string;
  /** Tailwind gradient stops for the card's accent; full class names so Tailwind can see them. */
  color: string;
}

export const FEATURES: FeatureCard[] = [
  {
    title: "Five Languages",
    description:
      "JavaScript, Python, Java, TypeScript and C++, each with starter code, in the editor that powers VS Code.",
    emoji: "💻",
    color: "from-cyan-400 to-indigo-500",
  },
  {
    title: "Sandboxed Judging",
    description:
      "Every run and submission executes in an isolated sandbox with time and memory limits; verdicts usually arrive in well under a second.",
    emoji: "⚡",
    color: "from-amber-400 to-orange-500",
  },
  {
    title: "Hidden Tests",
    description:
      "Submissions are also judged on tests you never see, so Accepted means the solution is right, not tuned to the examples.",
    emoji: "🔒",
    color: "from-slate-400 to-slate-600",
  },
  {
    title: "Hints & Editorials",
    description: "Stuck? Problems can carry written hints and an editorial that explains the approach.",
    emoji: "💡",
    color: "from-violet-500 to-fuchsia-500",
  },
  {
    title: "Live Discussion Rooms",
    description: "Each problem has a real-time room: ask, answer and vote on messages as they arrive.",
    emoji: "💬",
    color: "from-sky-400 to-blue-600",
  },
  {
    title: "Contests",
    description:
      "Timed rounds with ICPC scoring and a scoreboard that updates live as verdicts land, frozen near the end if the round says so.",
    emoji: "🏁",
    color: "from-rose-500 to-red-600",
  },
  {
    title: "Leaderboard & Streak",
    description:
      "A daily leaderboard of the day's solves, your solving streak and a yearly heatmap of the days you solved something.",
    emoji: "🏆",
    color: "from-yellow-300 to-amber-500",
  },
  {
    title: "Playlists",
    description: "Collect problems into private playlists, or make one public and share its link.",
    emoji: "📋",
    color: "from-emerald-400 to-teal-600",
  },
];
