import type { ReactNode } from "react";
import { CodeWindow } from "@/components/ui/code-window.tsx";
import { BrandMark, CheckIcon } from "@/components/ui/icons.tsx";

const SAMPLE = `// Find two numbers that add up to the target.
function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const need = target - nums[i];
    if (seen.has(need)) return [seen.get(need), i];
    seen.set(nums[i], i);
  }
  return [];
}

twoSum([2, 7, 11, 15], 9); // [0, 1]
`;

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  /** A short note above the form, e.g. why a guard sent the visitor to sign in. */
  notice?: string;
}

/** Login, sign-up and the password reset screens share this frame: the form card on the left, a decorative editor on the right. */
export function AuthLayout({ title, subtitle, children, footer, notice }: AuthLayoutProps) {
  return (
    <div className="relative isolate min-h-[calc(100vh-4rem)] overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-grid opacity-40" />
      <div
        aria-hidden="true"
        className="absolute top-10 -left-40 -z-10 size-[28rem] rounded-full bg-orange-500/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-32 bottom-0 -z-10 size-[26rem] rounded-full bg-fuchsia-600/15 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <section className="mx-auto w-full max-w-md">
          <div className="rounded-3xl border border-slate-800 bg-slate-900/70 p-8 shadow-2xl shadow-black/40 backdrop-blur-xl">
            <div className="mb-8 text-center">
              <BrandMark className="mx-auto mb-4 size-12" />
              <h1 className="text-3xl font-bold tracking-tight text-white">{title}</h1>
              <p className="mt-2 text-slate-400">{subtitle}</p>
            </div>
            {notice ? (
              <p
                role="status"
                data-testid="auth-notice"
                className="mb-6 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-200"
              >
                {notice}
              </p>
            ) : null}
            {children}
            <p className="mt-6 text-center text-sm text-slate-400">{footer}</p>
          </div>
        </section>
        <aside className="hidden min-w-0 lg:block" aria-label="Sample problem">
          <CodeWindow
            fileName="two-sum.js"
            code={SAMPLE}
            className="rotate-1 transition duration-500 hover:rotate-0"
            footer={
              <div className="flex items-center justify-between border-t border-slate-800 px-4 py-3 text-xs">
                <span className="text-slate-400">All test cases passed</span>
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-1 font-semibold text-emerald-300">
                  <CheckIcon className="size-3.5" /> Accepted
                </span>
              </div>
            }
          />
          <p className="mt-6 text-center text-sm text-slate-400">
            Practise with real problems. Run, submit and climb the daily leaderboard.
          </p>
        </aside>
      </div>
    </div>
  );
}
