import type { TopicCount } from "@grindstone/shared";
import { TopicLinkCard } from "./topic-link-card.tsx";

/** /topics: every tag on a public problem, most problems first (the order the API gives). */
export function TopicsIndex({ topics }: { topics: TopicCount[] }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8" data-testid="topics-index">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Topics</h1>
      <p className="mt-3 max-w-2xl text-slate-400">
        Every tag on a public problem, with how many problems carry it. Open one to see its problems.
      </p>
      {topics.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-slate-800 bg-slate-900/60 p-8 text-center text-slate-300">
          No problems have been published yet.
        </p>
      ) : (
        <ul
          className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
          aria-label="Topics"
        >
          {topics.map((topic, index) => (
            <li key={topic.tag} data-testid="topic-item">
              <TopicLinkCard topic={topic} index={index} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
