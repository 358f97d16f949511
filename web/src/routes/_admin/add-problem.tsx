import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AddProblemPage } from "@/features/admin/components/add-problem-page.tsx";

/**
 * `?forContest=1`: opened from the create-contest page, so the new problem starts "hidden until a contest ends"
 * (issue 22). Any other value is ignored rather than refused: the form works the same without it.
 */
const addProblemSearchSchema = z.object({
  forContest: z.literal(1).optional().catch(undefined),
});

export const Route = createFileRoute("/_admin/add-problem")({
  validateSearch: (search) => addProblemSearchSchema.parse(search),
  component: Screen,
});

function Screen() {
  const { forContest } = Route.useSearch();
  // Keyed so following a link between the two variants starts the form (and its switch) afresh.
  return <AddProblemPage key={String(forContest)} forContest={forContest === 1} />;
}
