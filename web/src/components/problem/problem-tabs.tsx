import type { Language, ProblemDetail } from "@grindstone/shared";
import { type ReactNode, useState } from "react";
import { TabStrip } from "@/components/ui/tab-strip.tsx";
import { HintsPanel } from "@/hints/components/hints-panel.tsx";
import { DescriptionTab } from "./description-tab.tsx";

const TABS = ["Description", "Submissions", "Discussion", "Hints", "Editorial"] as const;
type Tab = (typeof TABS)[number];
const WITHOUT_EDITORIAL = TABS.filter((tab) => tab !== "Editorial");

/**
 * A problem's left-pane tabs, on the practice page (spec §2.6) and in a contest (spec §2.13). Only the open panel
 * is rendered, so the Submissions tab fetches when it is opened and the discussion room is joined while its tab
 * is open. Hints open one at a time through their own API (hints/), never from the problem's `hints` string.
 * The feature hands in what differs: its submissions (all of the user's, or this contest's), the
 * discussions feature's panel, and the editorial (a contest has no Editorial tab).
 */
export function ProblemTabs({
  problem,
  language,
  submissions,
  discussion,
  editorial,
}: {
  problem: ProblemDetail;
  /** The editor's language: the Description shows its example. */
  language: Language;
  submissions: ReactNode;
  discussion: ReactNode;
  /** The Editorial tab's content; without it there is no Editorial tab. */
  editorial?: ReactNode;
}) {
  const [active, setActive] = useState<Tab>("Description");
  return (
    <TabStrip
      tabs={editorial === undefined ? WITHOUT_EDITORIAL : TABS}
      active={active}
      onSelect={setActive}
      label="Problem"
    >
      {active === "Description" ? <DescriptionTab problem={problem} language={language} /> : null}
      {active === "Submissions" ? submissions : null}
      {active === "Discussion" ? discussion : null}
      {active === "Hints" ? <HintsPanel problemId={problem.id} lock={problem.contestLock} /> : null}
      {active === "Editorial" ? editorial : null}
    </TabStrip>
  );
}
