// Gold, silver and bronze for ranks 1–3 (spec §2.10).
const MEDALS = {
  1: { emoji: "🥇", label: "Gold medal" },
  2: { emoji: "🥈", label: "Silver medal" },
  3: { emoji: "🥉", label: "Bronze medal" },
} as const;

export function Medal({ rank, className = "text-3xl" }: { rank: 1 | 2 | 3; className?: string }) {
  const medal = MEDALS[rank];
  return (
    <span role="img" aria-label={medal.label} className={className}>
      {medal.emoji}
    </span>
  );
}
