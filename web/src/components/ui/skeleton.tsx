/** A grey placeholder block that pulses while data loads; size and shape come from `className`. */
export function Skeleton({ className = "h-4 w-full" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-slate-800/80 ${className}`} />;
}
