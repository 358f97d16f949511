import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/contact")({
  component: () => <PlaceholderPage title="Contact" />,
});
