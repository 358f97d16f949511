import type { VisibleTestCase } from "@grindstone/shared";

/** The visible tests (spec §2.6), shown until a run or submission has a result. */
export function TestCasesTable({ testCases }: { testCases: VisibleTestCase[] }) {
  return (
    <section aria-labelledby="test-cases-heading" data-testid="test-cases">
      <h3 id="test-cases-heading" className="mb-3 text-lg font-semibold text-white">
        Test Cases
      </h3>
      {testCases.length === 0 ? (
        <p className="text-sm text-slate-400">This problem has no visible test cases.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-800">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-900/80 text-xs tracking-wide text-slate-400 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2.5">
                  Input
                </th>
                <th scope="col" className="px-4 py-2.5">
                  Expected Output
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800">
              {testCases.map((test, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: tests have no id and keep their order.
                <tr key={i} className="align-top">
                  <td className="px-4 py-2.5">
                    <pre className="font-mono text-xs whitespace-pre-wrap text-slate-200">{test.input}</pre>
                  </td>
                  <td className="px-4 py-2.5">
                    <pre className="font-mono text-xs whitespace-pre-wrap text-slate-200">{test.output}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
