// Static marketing copy (spec §1, §2.2): not data from the API.

export interface FeatureCard {
  title: string;
  description: string;
  emoji: string;
  /** Tailwind gradient stops for the card's accent; full class names so Tailwind can see them. */
  color: string;
}

export const FEATURES: FeatureCard[] = [
  {
    title: "AI-Powered Hints",
    description:
      "Stuck? Get a nudge in the right direction and step-by-step explanations without spoiling the answer.",
    emoji: "🤖",
    color: "from-violet-500 to-fuchsia-500",
  },
  {
    title: "Lightning-Fast Execution",
    description: "Run and submit in the cloud. Your code is judged against every test case in seconds.",
    emoji: "⚡",
    color: "from-amber-400 to-orange-500",
  },
  {
    title: "Global Community",
    description: "Discuss every problem in real time with developers practising alongside you worldwide.",
    emoji: "🌍",
    color: "from-sky-400 to-blue-600",
  },
  {
    title: "Skill-Based Matching",
    description: "Problems matched to your level, so every session stretches you just enough.",
    emoji: "🎯",
    color: "from-rose-500 to-red-600",
  },
  {
    title: "Live Code Reviews",
    description: "AI and peer reviews point out edge cases, complexity and cleaner ways to write it.",
    emoji: "👥",
    color: "from-emerald-400 to-teal-600",
  },
  {
    title: "Badges & Leaderboards",
    description: "Earn badges and achievements, keep your streak alive and climb the daily leaderboard.",
    emoji: "🏆",
    color: "from-yellow-300 to-amber-500",
  },
  {
    title: "Multi-Language Coding",
    description: "Solve in JavaScript, Python or Java with starter code and examples for each.",
    emoji: "💻",
    color: "from-cyan-400 to-indigo-500",
  },
  {
    title: "Progress Analytics",
    description: "A yearly heatmap, solve counts by difficulty and your full submission history.",
    emoji: "📊",
    color: "from-pink-500 to-purple-600",
  },
];

export const STATS = [
  { value: "10,000+", label: "Learners" },
  { value: "500+", label: "Problems" },
  { value: "95%", label: "Success Rate" },
] as const;
