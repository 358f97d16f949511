import { LANGUAGE_LABEL, type VerificationEntry } from "@grindstone/shared";
import { checkLabel, checkSummary } from "../lib/report.ts";

const OK_TONE = { true: "text-emerald-300", false: "text-rose-300", null: "text-slate-400" } as const;

/**
 * Each check verification made on one package. Folded away unless something did not match, so a long list of
 * passing submissions does not bury the next package; the table scrolls inside its box on a phone.
 */
export function VerificationTable({ entries, open }: { entries: VerificationEntry[]; open: boolean }) {
  if (entries.length === 0) return null;
  return (
    <details open={open} className="group mt-4 rounded-xl border border-slate-800 bg-slate-950/40">
      <summary className="cursor-pointer rounded-xl px-4 py-2.5 text-sm font-medium text-slate-200 focus-visible:outline-2 focus-visible:outline-amber-400">
        Verification <span className="font-normal text-slate-400">({checkSummary(entries)})</span>
      </summary>
      <div className="overflow-x-auto border-t border-slate-800">
        <table className="w-full min-w-[44rem] text-left text-sm" data-testid="verification-table">
          <thead className="text-xs text-slate-400 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Path
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Language
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Expected
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Result
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                OK
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800/70">
            {entries.map((entry) => {
              const label = checkLabel(entry.ok);
              return (
                <tr key={`${entry.kind}:${entry.path}`}>
                  <td className="min-w-56 px-4 py-2 font-mono text-xs break-all text-slate-200">
                    {entry.path}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-300">
                    {entry.language ? LANGUAGE_LABEL[entry.language] : "—"}
                  </td>
                  <td className="px-4 py-2 text-slate-300">{entry.expected}</td>
                  <td className="px-4 py-2 text-slate-300">
                    {entry.result}
                    {entry.timeMs > 0 ? <span className="text-slate-400"> · {entry.timeMs} ms</span> : null}
                  </td>
                  <td
                    className={`px-4 py-2 whitespace-nowrap ${OK_TONE[String(entry.ok) as keyof typeof OK_TONE]}`}
                  >
                    <span aria-hidden="true">{label.mark} </span>
                    {label.text}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
