import type { TopicCount } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** The landing page shows the topics with the most problems; /topics lists them all. */
const SHOWN = 8;

const ACCENTS = [
  "from-sky-400 to-blue-600",
  "from-emerald-400 to-teal-600",
  "from-fuchsia-500 to-purple-600",
  "from-orange-400 to-red-500",
  "from-yellow-300 to-amber-500",
  "from-cyan-400 to-sky-600",
  "from-rose-400 to-pink-600",
  "from-lime-400 to-green-600",
];

/** Real tags of public problems with their counts (undefined while loading), each linking to its topic page. */
export function TopicsSection({ topics }: { topics?: TopicCount[] }) {
  return (
    <section
      data-testid="topics"
      aria-labelledby="topics-title"
      className="relative border-y border-slate-900 bg-slate-950/60 py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="topics-title"
          eyebrow="Topics"
          title="Practise by topic"
          subtitle="The tags on our problems, with how many problems carry each. Pick one and work through it."
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy={topics === undefined}>
          {topics === undefined
            ? Array.from({ length: SHOWN }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to key on
                <li key={i}>
                  <Skeleton className="h-32 w-full rounded-2xl" />
                </li>
              ))
            : topics.slice(0, SHOWN).map((topic, index) => (
                <li key={topic.tag} data-testid="topic-card">
                  <Link
                    to="/topics/$topic"
                    params={{ topic: topic.tag }}
                    className="group flex h-full flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-6 transition duration-300 hover:-translate-y-1 hover:border-slate-700 hover:bg-slate-900"
                  >
                    <span
                      aria-hidden="true"
                      className={`h-1.5 w-12 rounded-full bg-linear-to-r ${ACCENTS[index % ACCENTS.length]}`}
                    />
                    <h3 className="mt-5 text-lg font-semibold text-white">{topic.tag}</h3>
                    <span className="mt-1.5 text-sm text-slate-300">
                      {topic.count} {topic.count === 1 ? "problem" : "problems"}
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/topics" className={buttonClass("secondary", "lg")}>
            Explore All Topics <ArrowRightIcon className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
