/** The real-time discussion room is a later issue; until then the tab says so. */
export function DiscussionTab() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-700 p-10 text-center">
      <p className="text-lg font-semibold text-slate-200">Discussion arrives soon</p>
      <p className="mt-2 text-sm text-slate-400">
        You will be able to talk about this problem with others here.
      </p>
    </div>
  );
}
