import { CodeWindow } from "@/components/ui/code-window.tsx";
import { CheckIcon } from "@/components/ui/icons.tsx";

const TWO_SUM = `// Two Sum: return the indices of the two
// numbers that add up to target. O(n) time.
function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const complement = target - nums[i];
    if (seen.has(complement)) {
      return [seen.get(complement), i];
    }
    seen.set(nums[i], i);
  }
  return [];
}
`;

/** The hero's decorative editor: a solved two-sum with a runtime and memory readout (spec §2.2). */
export function HeroEditor() {
  return (
    <div className="relative min-w-0" data-testid="hero-editor">
      <div
        aria-hidden="true"
        className="absolute -inset-6 rounded-[2rem] bg-linear-to-br from-amber-500/20 via-pink-500/10 to-sky-500/20 blur-2xl"
      />
      <span
        data-testid="solved-badge"
        className="absolute -top-3 right-3 z-10 sm:-right-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-500 px-3 py-1.5 text-xs font-bold text-emerald-950 shadow-lg shadow-emerald-500/30 animate-float"
      >
        <CheckIcon className="size-3.5" /> Solved
      </span>
      <CodeWindow
        fileName="two-sum.js"
        code={TWO_SUM}
        className="relative"
        footer={
          <div className="grid grid-cols-2 gap-px border-t border-slate-800 bg-slate-800 text-xs">
            <div className="bg-slate-900 px-4 py-3">
              <p className="text-slate-400">Runtime</p>
              <p className="mt-0.5 font-mono text-sm font-semibold text-emerald-300">
                52 ms <span className="font-sans text-xs font-normal text-slate-400">beats 94.3%</span>
              </p>
            </div>
            <div className="bg-slate-900 px-4 py-3">
              <p className="text-slate-400">Memory</p>
              <p className="mt-0.5 font-mono text-sm font-semibold text-sky-300">
                42.1 MB <span className="font-sans text-xs font-normal text-slate-400">beats 88.7%</span>
              </p>
            </div>
          </div>
        }
      />
    </div>
  );
}
