import type { TopicCount } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";

/** Accent colours cycled through the cards; full class names so Tailwind can see them. */
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

export const problemsLabel = (count: number) => `${count} ${count === 1 ? "problem" : "problems"}`;

/** One tag as a card linking to its page: the tag and how many public problems carry it. */
export function TopicLinkCard({ topic, index }: { topic: TopicCount; index: number }) {
  return (
    <Link
      to="/topics/$topic"
      params={{ topic: topic.tag }}
      className="group flex h-full flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5 transition duration-300 hover:-translate-y-1 hover:border-slate-700 hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
    >
      <span
        aria-hidden="true"
        className={`h-1.5 w-10 rounded-full bg-linear-to-r ${ACCENTS[index % ACCENTS.length]}`}
      />
      <span className="mt-3 text-base font-semibold break-words text-white sm:text-lg">{topic.tag}</span>
      <span className="mt-1 text-sm text-slate-400">{problemsLabel(topic.count)}</span>
    </Link>
  );
}
