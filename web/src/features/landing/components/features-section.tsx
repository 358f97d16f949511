import { FEATURES } from "../data/features.ts";
import { SectionHeading } from "./section-heading.tsx";

export function FeaturesSection() {
  return (
    <section data-testid="features" aria-labelledby="features-title" className="relative py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Why Grindstone"
          title="What you can do here"
          subtitle="Every card below describes something that works today."
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              data-testid="feature-card"
              className="group relative overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60 p-6 transition duration-300 hover:-translate-y-1 hover:border-slate-700 hover:bg-slate-900"
            >
              <div
                aria-hidden="true"
                className={`absolute -top-16 -right-16 size-40 rounded-full bg-linear-to-br ${feature.color} opacity-10 blur-2xl transition group-hover:opacity-25`}
              />
              <div
                className={`flex size-12 items-center justify-center rounded-xl bg-linear-to-br ${feature.color} text-2xl shadow-lg`}
              >
                <span aria-hidden="true">{feature.emoji}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-white">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-400">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
