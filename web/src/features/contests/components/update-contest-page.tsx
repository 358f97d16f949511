import { CONTEST_TEXTS } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { contestQueryOptions } from "../api/get-contests.ts";
import { useUpdateContest } from "../hooks/use-manage-contest.ts";
import { useServerNow } from "../hooks/use-server-now.ts";
import { contestToForm } from "../lib/contest-form.ts";
import { serverOffset } from "../lib/server-clock.ts";
import { effectiveStatus } from "../lib/status.ts";
import { ContestFormPage } from "./create-contest-page.tsx";

/**
 * /update-contest/{id} (admin): the create form, prefilled. A contest that has started cannot be changed (the API
 * refuses, in CONTEST_TEXTS.started); the page says so instead of offering a form that would fail.
 */
export function UpdateContestPage({ id }: { id: string }) {
  const { data: contest, isPending, isError } = useQuery(contestQueryOptions(id));
  const update = useUpdateContest();
  const now = useServerNow(contest ? serverOffset(contest) : 0);

  if (isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading contest" />
      </div>
    );
  }
  if (isError || effectiveStatus(contest, now) !== "UPCOMING") {
    return (
      <section className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-white">Edit Contest</h1>
        <p data-testid="edit-refused" className="mt-3 text-slate-300">
          {isError ? "The contest could not be loaded." : CONTEST_TEXTS.started}
        </p>
        <Link
          to={isError ? "/contests" : "/contest/$id"}
          params={{ id }}
          className={`${buttonClass("secondary")} mt-6`}
        >
          {isError ? "All contests" : "Back to the contest"}
        </Link>
      </section>
    );
  }
  return (
    <ContestFormPage
      initial={() => contestToForm(contest)}
      heading="Edit Contest"
      subtitle={`Change "${contest.title}" before it starts.`}
      submitLabel="Save Changes"
      savingLabel="Saving contest"
      saving={update.isPending}
      serverError={update.isError ? errorMessage(update.error, "Error updating contest") : null}
      onSave={(body) => update.mutate({ id, body })}
    />
  );
}
