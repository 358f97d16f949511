import type { PublicStats } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import { HeroEditor } from "./hero-editor.tsx";
import { ParticleField } from "./particle-field.tsx";

const formatCount = new Intl.NumberFormat("en-US");

/** The three numbers under the hero, counted from the database (a dash until they arrive). */
function statsOf(stats: PublicStats | undefined) {
  const n = (value: number | undefined) => (value === undefined ? "—" : formatCount.format(value));
  return [
    { key: "problems", label: "Problems", value: n(stats?.problems) },
    { key: "learners", label: "Learners", value: n(stats?.learners) },
    { key: "submissionsJudged", label: "Submissions judged", value: n(stats?.submissionsJudged) },
  ];
}

export function HeroSection({ stats }: { stats?: PublicStats }) {
  return (
    <section data-testid="hero" className="relative isolate overflow-hidden pt-28 pb-20 sm:pt-36 lg:pb-28">
      <div aria-hidden="true" className="absolute inset-0 -z-20 bg-grid opacity-40" />
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-20 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-linear-to-r from-orange-500/20 via-pink-500/15 to-violet-600/20 blur-3xl"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <ParticleField />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-16 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        {/* min-w-0: grid items default to their content's width, and the code panel must scroll, not widen the page. */}
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-amber-400/30 bg-amber-400/10 px-3.5 py-1.5 text-sm font-medium text-amber-200">
            <span aria-hidden="true">🔥</span> Practise algorithms every day
          </p>
          <h1 className="mt-6 text-5xl leading-[1.05] font-extrabold tracking-tight text-white sm:text-6xl lg:text-7xl">
            Built to practise.
            <br />
            <span className="text-gradient">Shaped by challenge.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            Solve algorithm and data-structure problems in five languages, get a verdict from a sandboxed
            judge in well under a second, and test yourself in timed contests with a live scoreboard.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/signup" className={buttonClass("primary", "lg")}>
              Start Your Journey <ArrowRightIcon className="size-5" />
            </Link>
            <Link to="/problems" className={buttonClass("secondary", "lg")}>
              Explore Problems
            </Link>
          </div>
          <dl
            className="mt-12 grid max-w-lg grid-cols-3 gap-4 sm:gap-6"
            data-testid="stats"
            aria-busy={stats === undefined}
          >
            {statsOf(stats).map((stat) => (
              <div
                key={stat.key}
                data-testid={`stat-${stat.key}`}
                className="flex flex-col-reverse border-l-2 border-amber-400/40 pl-3 sm:pl-4"
              >
                <dt className="text-sm text-slate-400">{stat.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-white sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroEditor />
      </div>
    </section>
  );
}
