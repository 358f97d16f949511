import { createFileRoute } from "@tanstack/react-router";
import { AddProblemPage } from "@/features/admin/components/add-problem-page.tsx";

export const Route = createFileRoute("/_admin/add-problem")({
  component: AddProblemPage,
});
