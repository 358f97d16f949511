import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { publicStatsQueryOptions } from "@/features/topics/api/get-public-stats.ts";
import { TopicsIndex } from "@/features/topics/components/topics-index.tsx";

export const Route = createFileRoute("/topics/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(publicStatsQueryOptions()),
  component: Screen,
});

function Screen() {
  const { data } = useSuspenseQuery(publicStatsQueryOptions());
  return <TopicsIndex topics={data.topics} />;
}
