import type { Difficulty } from "@grindstone/shared";

// Spec §9: EASY green, MEDIUM yellow, HARD red.
const STYLES: Record<Difficulty, string> = {
  EASY: "border-emerald-500/30 bg-emerald-500/10 text-emerald-300",
  MEDIUM: "border-yellow-500/30 bg-yellow-500/10 text-yellow-300",
  HARD: "border-rose-500/30 bg-rose-500/10 text-rose-300",
};

export function DifficultyBadge({
  difficulty,
  className = "",
}: {
  difficulty: Difficulty;
  className?: string;
}) {
  return (
    <span
      data-testid="difficulty-badge"
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide ${STYLES[difficulty]} ${className}`}
    >
      {difficulty}
    </span>
  );
}
