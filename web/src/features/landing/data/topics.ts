// The eight static topic cards of spec §2.2, exactly as listed there.

export type TopicDifficulty = "Beginner" | "Intermediate" | "Advanced";

export interface TopicCard {
  title: string;
  description: string;
  difficulty: TopicDifficulty;
  problemCount: number;
  /** Percent, 0–100. */
  completionRate: number;
  emoji: string;
  color: string;
}

export const TOPICS: TopicCard[] = [
  {
    title: "Arrays & Strings",
    description: "Two pointers, sliding windows and in-place tricks.",
    difficulty: "Beginner",
    problemCount: 45,
    completionRate: 85,
    emoji: "📚",
    color: "from-sky-400 to-blue-600",
  },
  {
    title: "Stacks & Queues",
    description: "Monotonic stacks, deques and bracket matching.",
    difficulty: "Beginner",
    problemCount: 32,
    completionRate: 78,
    emoji: "📦",
    color: "from-emerald-400 to-teal-600",
  },
  {
    title: "Trees & Graphs",
    description: "Traversals, shortest paths and topological order.",
    difficulty: "Intermediate",
    problemCount: 58,
    completionRate: 65,
    emoji: "🌳",
    color: "from-lime-400 to-green-600",
  },
  {
    title: "Dynamic Programming",
    description: "Memoisation, tabulation and state design.",
    difficulty: "Advanced",
    problemCount: 41,
    completionRate: 45,
    emoji: "🧠",
    color: "from-fuchsia-500 to-purple-600",
  },
  {
    title: "Backtracking",
    description: "Permutations, subsets and constraint search.",
    difficulty: "Intermediate",
    problemCount: 28,
    completionRate: 58,
    emoji: "🔁",
    color: "from-orange-400 to-red-500",
  },
  {
    title: "Greedy Algorithms",
    description: "Local choices, exchange arguments and intervals.",
    difficulty: "Intermediate",
    problemCount: 35,
    completionRate: 72,
    emoji: "💰",
    color: "from-yellow-300 to-amber-500",
  },
  {
    title: "Hashing & Maps",
    description: "Constant-time lookups, counting and grouping.",
    difficulty: "Beginner",
    problemCount: 29,
    completionRate: 81,
    emoji: "🗺️",
    color: "from-cyan-400 to-sky-600",
  },
  {
    title: "Sorting & Searching",
    description: "Binary search on answers and custom orderings.",
    difficulty: "Intermediate",
    problemCount: 38,
    completionRate: 69,
    emoji: "🔍",
    color: "from-rose-400 to-pink-600",
  },
];

export const DIFFICULTY_STYLE: Record<TopicDifficulty, string> = {
  Beginner: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30",
  Intermediate: "bg-amber-500/15 text-amber-300 ring-amber-500/30",
  Advanced: "bg-rose-500/15 text-rose-300 ring-rose-500/30",
};
