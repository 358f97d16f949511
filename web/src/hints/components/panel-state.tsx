import { Spinner } from "@/components/ui/spinner.tsx";

/** What a hints or editorial panel shows until its state is loaded: a spinner, or why it could not be. */
export function PanelState({ label, error }: { label: string; error: Error | null }) {
  if (error) return <p className="py-6 text-center text-slate-300">{error.message}</p>;
  return (
    <div className="flex justify-center py-10">
      <Spinner label={label} />
    </div>
  );
}
