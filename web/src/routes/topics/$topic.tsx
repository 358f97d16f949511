import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { topicQueryOptions } from "@/features/topics/api/get-topic.ts";
import { TopicPage } from "@/features/topics/components/topic-page.tsx";

export const Route = createFileRoute("/topics/$topic")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(topicQueryOptions(params.topic)),
  component: Screen,
});

function Screen() {
  const { topic } = Route.useParams();
  const { data } = useSuspenseQuery(topicQueryOptions(topic));
  return <TopicPage topic={data} />;
}
