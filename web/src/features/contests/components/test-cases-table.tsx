import type { VisibleTestCase } from "@grindstone/shared";

/**
 * Spec §2.13: the visible test cases (input, expected output), until a result replaces them. On an interactive
 * problem they are the interactor's input and answer files.
 */
export function TestCasesTable({
  tests,
  interactive = false,
}: {
  tests: VisibleTestCase[];
  interactive?: boolean;
}) {
  if (tests.length === 0) return <p className="text-sm text-slate-400">No sample test cases.</p>;
  return (
    <div className="overflow-x-auto" data-testid="test-cases">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-white">Test Cases</caption>
        <thead className="text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {interactive ? "Interactor Input" : "Input"}
            </th>
            <th scope="col" className="py-2">
              {interactive ? "Answer File" : "Expected Output"}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800 align-top font-mono text-xs text-slate-200">
          {tests.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the problem's tests, in their stored order.
            <tr key={i}>
              <td className="py-2 pr-4 whitespace-pre-wrap">{t.input}</td>
              <td className="py-2 whitespace-pre-wrap">{t.output}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
