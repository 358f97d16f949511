import type { TopicProblems } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { problemsLabel } from "./topic-link-card.tsx";

/**
 * /topics/{tag}: the tag's public problems, easiest first. Each links to its problem page, which asks a signed-out
 * visitor to sign in first, like every protected screen.
 */
export function TopicPage({ topic }: { topic: TopicProblems }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8" data-testid="topic-page">
      <Link to="/topics" className="text-sm text-slate-400 transition hover:text-white">
        ← All topics
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-white sm:text-4xl">
        {topic.tag}
      </h1>
      <p className="mt-2 text-slate-400">
        {topic.problems.length === 0
          ? "No public problem carries this tag."
          : `${problemsLabel(topic.problems.length)}, easiest first.`}
      </p>
      {topic.problems.length > 0 ? (
        <ul className="mt-8 divide-y divide-slate-800 overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60">
          {topic.problems.map((problem) => (
            <li key={problem.id} data-testid="topic-problem">
              <Link
                to="/problem/$id"
                params={{ id: problem.id }}
                className="flex items-center justify-between gap-4 px-5 py-4 transition hover:bg-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-400"
              >
                <span className="min-w-0 font-medium break-words text-slate-100">{problem.title}</span>
                <DifficultyBadge difficulty={problem.difficulty} className="shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Link to="/topics" className="mt-8 inline-block text-amber-300 hover:text-amber-200">
          Browse all topics
        </Link>
      )}
    </section>
  );
}
