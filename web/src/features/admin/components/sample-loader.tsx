import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { climbingStairsSample } from "../data/sample-climbing-stairs.ts";
import { validPalindromeSample } from "../data/sample-valid-palindrome.ts";
import type { ProblemFormValues } from "../lib/problem-form.ts";

// Spec §2.14 had the DP button set the mode to 'array', so its sample never loaded once the admin had
// touched the toggles; here each button selects its own sample (spec-deviations.md).
const SAMPLES = [
  { kind: "dp", label: "DP Problem", values: climbingStairsSample },
  { kind: "string", label: "String Problem", values: validPalindromeSample },
] as const;
type Sample = (typeof SAMPLES)[number];

const toggleClass = (active: boolean) =>
  `rounded-lg px-3 py-1.5 text-sm font-medium transition ${
    active ? "bg-amber-400 text-slate-950" : "text-slate-300 hover:bg-slate-800 hover:text-white"
  }`;

/** DP Problem / String Problem choose the sample; Load Sample fills the whole form with it. */
export function SampleLoader({ onLoad }: { onLoad: (values: ProblemFormValues) => void }) {
  const [selected, setSelected] = useState<Sample>(SAMPLES[0]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <fieldset className="flex rounded-xl border border-slate-700 bg-slate-900/70 p-1">
        <legend className="sr-only">Sample problem</legend>
        {SAMPLES.map((sample) => (
          <button
            key={sample.kind}
            type="button"
            aria-pressed={selected === sample}
            onClick={() => setSelected(sample)}
            className={toggleClass(selected === sample)}
          >
            {sample.label}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        onClick={() => onLoad(structuredClone(selected.values))}
        className={buttonClass("secondary")}
      >
        Load Sample
      </button>
    </div>
  );
}
