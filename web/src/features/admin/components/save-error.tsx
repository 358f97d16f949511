/**
 * Why the server refused to save, kept on screen: when a reference solution fails, the text names the
 * language and the test case, which the admin needs while fixing it (a toast would vanish in 4 s).
 */
export function SaveError({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-rose-500/40 bg-rose-500/10 p-4 text-sm"
      data-testid="save-error"
    >
      <p className="font-semibold text-rose-200">{title}</p>
      <p className="mt-1 whitespace-pre-wrap text-rose-100/90">{message}</p>
    </div>
  );
}
