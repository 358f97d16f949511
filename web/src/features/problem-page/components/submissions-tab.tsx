import type { SubmissionView } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner.tsx";
import { problemSubmissionsQueryOptions } from "@/judge/api/get-submissions.ts";
import { SubmissionList } from "@/judge/components/submission-list.tsx";

/** The signed-in user's submissions for this problem; mounted (and so fetched) when the tab opens. */
export function SubmissionsTab({
  problemId,
  onLoad,
}: {
  problemId: string;
  onLoad: (submission: SubmissionView) => void;
}) {
  const { data, isPending } = useQuery(problemSubmissionsQueryOptions(problemId));
  if (isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading submissions" />
      </div>
    );
  }
  return <SubmissionList submissions={data ?? []} emptyText="No submissions available." onLoad={onLoad} />;
}
