// Class recipes shared by <button>s and router <Link>s, so both look the same without a wrapper per kind.
const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary:
    "bg-linear-to-r from-amber-400 via-orange-500 to-pink-500 text-slate-950 shadow-lg shadow-orange-500/25 hover:shadow-orange-500/40 hover:brightness-110",
  secondary:
    "border border-slate-700 bg-slate-900/60 text-slate-100 hover:border-slate-500 hover:bg-slate-800/80",
  ghost: "text-slate-300 hover:bg-slate-800/70 hover:text-white",
  // Destructive confirmations (delete a playlist, a message). A variant of its own: appending rose classes to
  // `secondary` loses to its slate ones, which come later in Tailwind's stylesheet.
  danger: "border border-rose-500/50 bg-rose-500/10 text-rose-200 hover:border-rose-400 hover:bg-rose-500/20",
} as const;

const sizes = { sm: "px-3 py-1.5 text-sm", md: "px-5 py-2.5 text-sm", lg: "px-7 py-3.5 text-base" } as const;

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
