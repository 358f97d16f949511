import type { UserAnalytics } from "@grindstone/shared";
import { lazy } from "react";
import { duration, languageLabel, percent, weekLabel } from "./analytics-series.ts";
import { ChartSection, DataTable } from "./chart-section.tsx";

// Recharts loads after the page's numbers paint, in one chunk shared by every chart (as the rating chart does).
const charts = () => import("./analytics-charts.tsx");
const SolvedOverTimeChart = lazy(() => charts().then((m) => ({ default: m.SolvedOverTimeChart })));
const TagsChart = lazy(() => charts().then((m) => ({ default: m.TagsChart })));
const TagsOverTimeChart = lazy(() => charts().then((m) => ({ default: m.TagsOverTimeChart })));
const LanguagesChart = lazy(() => charts().then((m) => ({ default: m.LanguagesChart })));
const BucketChart = lazy(() => charts().then((m) => ({ default: m.BucketChart })));

/** Tags drawn in the bar chart (the table lists them all). */
const TAGS_IN_CHART = 8;
const NO_SOLVES = "No problems solved yet.";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The six charts of the progress view, each with its table (issue 27, "Your progress, drawn"). */
export function AnalyticsSections({ data }: { data: UserAnalytics }) {
  const solved = data.totals.solved;
  const weeks = data.solvedOverTime;
  const last = weeks.at(-1);
  const topTags = data.tags.slice(0, TAGS_IN_CHART);
  const attempts = data.attemptsBeforeAc.map((b) => ({
    label: b.attempts === "1" ? "First try" : `${b.attempts} tries`,
    problems: b.problems,
  }));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
      <ChartSection
        testId="analytics-solved-over-time"
        title="Solved over time"
        description="Problems solved up to each week (UTC, weeks start on Monday), by difficulty."
        chartLabel={`Solved over time: ${plural(last?.total ?? 0, "problem")} solved over ${plural(weeks.length, "week")}, stacked by difficulty. The numbers are in the table below.`}
        chart={solved === 0 ? null : <SolvedOverTimeChart weeks={weeks} />}
        empty={NO_SOLVES}
        table={
          <DataTable
            caption="Problems solved per week"
            rows={[...weeks].reverse()}
            rowKey={(w) => w.week}
            columns={[
              { header: "Week of", cell: (w) => weekLabel(w.week) },
              { header: "Easy", cell: (w) => w.easy, numeric: true },
              { header: "Medium", cell: (w) => w.medium, numeric: true },
              { header: "Hard", cell: (w) => w.hard, numeric: true },
              { header: "Total so far", cell: (w) => w.total, numeric: true },
            ]}
          />
        }
      />
      <ChartSection
        testId="analytics-tags"
        title="Solved by tag"
        description="Distinct problems solved and attempted, per tag."
        chartLabel={`Solved by tag: ${plural(data.tags.length, "tag")}, the most solved ${topTags.map((t) => `${t.tag} (${t.solved} of ${t.attempted})`).join(", ")}. Every tag is in the table below.`}
        chart={data.tags.length === 0 ? null : <TagsChart tags={topTags} />}
        empty="No problems attempted yet."
        tall
        table={
          <DataTable
            caption="Problems solved and attempted per tag"
            rows={data.tags}
            rowKey={(t) => t.tag}
            columns={[
              { header: "Tag", cell: (t) => t.tag },
              { header: "Solved", cell: (t) => t.solved, numeric: true },
              { header: "Attempted", cell: (t) => t.attempted, numeric: true },
            ]}
          />
        }
      />
      <ChartSection
        testId="analytics-tags-over-time"
        title="Tags over time"
        description="Problems solved up to each week in your most solved tags."
        chartLabel={`Tags over time: running totals of ${data.tagsOverTime.tags.join(", ") || "no tags"}. The numbers are in the table below.`}
        chart={data.tagsOverTime.tags.length === 0 ? null : <TagsOverTimeChart over={data.tagsOverTime} />}
        empty={NO_SOLVES}
        table={
          <DataTable
            caption="Problems solved so far per week, by tag"
            rows={[...data.tagsOverTime.weeks].reverse()}
            rowKey={(w) => w.week}
            columns={[
              { header: "Week of", cell: (w) => weekLabel(w.week) },
              ...data.tagsOverTime.tags.map((tag, i) => ({
                header: tag,
                cell: (w: UserAnalytics["tagsOverTime"]["weeks"][number]) => w.totals[i] ?? 0,
                numeric: true,
              })),
            ]}
          />
        }
      />
      <ChartSection
        testId="analytics-languages"
        title="Acceptance rate by language"
        description="Judged submissions that were Accepted, per language (practice and contests)."
        chartLabel={`Acceptance rate by language: ${data.languages.map((l) => `${languageLabel(l.language)} ${percent(l.acceptanceRate)}`).join(", ") || "none"}.`}
        chart={data.languages.length === 0 ? null : <LanguagesChart languages={data.languages} />}
        empty="No submissions yet."
        table={
          <DataTable
            caption="Submissions and acceptance rate per language"
            rows={data.languages}
            rowKey={(l) => l.language}
            columns={[
              { header: "Language", cell: (l) => languageLabel(l.language) },
              { header: "Submissions", cell: (l) => l.submissions, numeric: true },
              { header: "Accepted", cell: (l) => l.accepted, numeric: true },
              { header: "Rate", cell: (l) => percent(l.acceptanceRate), numeric: true },
            ]}
          />
        }
      />
      <ChartSection
        testId="analytics-attempts"
        title="Attempts before Accepted"
        description="Per solved problem, submissions up to and including the first Accepted one."
        chartLabel={`Attempts before Accepted: ${attempts.map((a) => `${a.label} ${a.problems}`).join(", ")}.`}
        chart={data.timeToAc.problems === 0 ? null : <BucketChart data={attempts} />}
        empty={NO_SOLVES}
        table={
          <DataTable
            caption="Solved problems by attempts before Accepted"
            rows={attempts}
            rowKey={(a) => a.label}
            columns={[
              { header: "Attempts", cell: (a) => a.label },
              { header: "Problems", cell: (a) => a.problems, numeric: true },
            ]}
          />
        }
      />
      <ChartSection
        testId="analytics-time-to-ac"
        title="Time from first try to Accepted"
        description={
          data.timeToAc.medianMinutes === null
            ? "Per solved problem, from the first submission to the first Accepted one."
            : `Per solved problem, from the first submission to the first Accepted one. Median: ${duration(data.timeToAc.medianMinutes)}.`
        }
        chartLabel={`Time from first try to Accepted: ${data.timeToAc.buckets.map((b) => `${b.label} ${b.problems}`).join(", ")}.`}
        chart={data.timeToAc.problems === 0 ? null : <BucketChart data={data.timeToAc.buckets} />}
        empty={NO_SOLVES}
        table={
          <DataTable
            caption="Solved problems by time from the first try to Accepted"
            rows={data.timeToAc.buckets}
            rowKey={(b) => b.key}
            columns={[
              { header: "Time", cell: (b) => b.label },
              { header: "Problems", cell: (b) => b.problems, numeric: true },
            ]}
          />
        }
      />
    </div>
  );
}
