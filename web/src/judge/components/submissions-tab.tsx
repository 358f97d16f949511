import type { SubmissionView } from "@grindstone/shared";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner.tsx";
import { SubmissionList } from "./submission-list.tsx";

/**
 * A problem's Submissions tab: the signed-in user's submissions from `query` (all of them on the practice page,
 * this contest's in a contest); mounted, and so fetched, when the tab opens.
 */
export function SubmissionsTab<Key extends QueryKey>({
  query,
  onLoad,
}: {
  query: UseQueryOptions<SubmissionView[], Error, SubmissionView[], Key>;
  /** Adds "Load into editor" to each open row. */
  onLoad?: (submission: SubmissionView) => void;
}) {
  const { data, isPending } = useQuery(query);
  if (isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading submissions" />
      </div>
    );
  }
  return <SubmissionList submissions={data ?? []} emptyText="No submissions available." onLoad={onLoad} />;
}
