import { topicProblemsSchema } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, callParsed } from "@/lib/api-client.ts";

/** GET /stats/topics/{tag} (no sign-in): the public problems carrying the tag, easiest first. */
export const getTopic = (tag: string) =>
  callParsed(
    // hc puts the parameter into the path as given: encoded, so "Divide and Conquer" or "I/O" stays one segment.
    api.stats.topics[":tag"].$get({ param: { tag: encodeURIComponent(tag) } }),
    topicProblemsSchema,
  );

export const topicQueryOptions = (tag: string) =>
  queryOptions({
    queryKey: ["stats", "topic", tag],
    queryFn: () => getTopic(tag),
    staleTime: 30_000,
    meta: { errorToast: { fallback: "Could not load this topic" } },
  });
