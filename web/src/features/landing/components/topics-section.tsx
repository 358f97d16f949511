import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import { DIFFICULTY_STYLE, TOPICS } from "../data/topics.ts";
import { SectionHeading } from "./section-heading.tsx";

export function TopicsSection() {
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
          title="Master every core topic"
          subtitle="Structured tracks from beginner to advanced, with the problems interviewers actually ask."
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TOPICS.map((topic) => (
            <li key={topic.title} data-testid="topic-card">
              {/* Topic pages do not exist yet: every card leads to the topics placeholder (spec §2.1). */}
              <Link
                to="/topics"
                className="group flex h-full flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-6 transition duration-300 hover:-translate-y-1 hover:border-slate-700 hover:bg-slate-900"
              >
                <div className="flex items-start justify-between">
                  <span
                    aria-hidden="true"
                    className={`flex size-11 items-center justify-center rounded-xl bg-linear-to-br ${topic.color} text-xl`}
                  >
                    {topic.emoji}
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${DIFFICULTY_STYLE[topic.difficulty]}`}
                  >
                    {topic.difficulty}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-white">{topic.title}</h3>
                <p className="mt-1.5 flex-1 text-sm text-slate-400">{topic.description}</p>
                <div className="mt-5 flex items-center justify-between text-sm">
                  <span className="text-slate-300">{topic.problemCount} problems</span>
                  <span className="font-semibold text-white">{topic.completionRate}%</span>
                </div>
                <div
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-800"
                  role="progressbar"
                  aria-label={`${topic.title} completion rate`}
                  aria-valuenow={topic.completionRate}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div
                    className={`h-full rounded-full bg-linear-to-r ${topic.color}`}
                    style={{ width: `${topic.completionRate}%` }}
                  />
                </div>
                <span className="mt-1.5 text-xs text-slate-400">completion rate</span>
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
