import type { UserAnalytics } from "@grindstone/shared";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { cumulativeByDifficulty, languageLabel, tagSeries, weekLabel } from "./analytics-series.ts";

/**
 * The progress view's charts (recharts, like the rating chart), loaded lazily by analytics-page.tsx. Each is a
 * picture for sighted users inside a labelled figure; its numbers are in the table under it, which is what screen
 * readers and the keyboard use. Series differ by more than colour: the legend names them, lines differ by dash.
 */

const AXIS = { stroke: "#64748b", tick: { fill: "#94a3b8", fontSize: 12 } };
const GRID = <CartesianGrid stroke="#1e293b" strokeDasharray="3 3" />;
const TOOLTIP_STYLE = {
  contentStyle: { background: "#020617", border: "1px solid #334155", borderRadius: 12 },
  labelStyle: { color: "#f8fafc" },
  itemStyle: { color: "#e2e8f0" },
};
/** Spec §9's difficulty colours: EASY green, MEDIUM yellow, HARD red. */
const DIFFICULTY = [
  { key: "easy", name: "Easy", color: "#34d399" },
  { key: "medium", name: "Medium", color: "#fbbf24" },
  { key: "hard", name: "Hard", color: "#fb7185" },
] as const;
const TAG_LINES = [
  { color: "#38bdf8", dash: undefined },
  { color: "#a78bfa", dash: "6 3" },
  { color: "#f472b6", dash: "2 3" },
  { color: "#facc15", dash: "10 4 2 4" },
  { color: "#4ade80", dash: "1 5" },
];
const short = (text: string, max = 12) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const weekTick = (week: string) => weekLabel(week, false);

/**
 * Grid, week axis, count axis, tooltip and legend of the two weekly charts. Called as a function, not rendered as a
 * component: recharts finds its parts among the chart's direct children.
 */
const weeklyFrame = () => [
  <CartesianGrid key="grid" stroke="#1e293b" strokeDasharray="3 3" />,
  <XAxis key="x" dataKey="week" tickFormatter={weekTick} minTickGap={24} {...AXIS} />,
  <YAxis key="y" allowDecimals={false} width={48} {...AXIS} />,
  <Tooltip key="tip" labelFormatter={(w) => `Week of ${weekLabel(String(w))}`} {...TOOLTIP_STYLE} />,
  <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
];

export function SolvedOverTimeChart({ weeks }: { weeks: UserAnalytics["solvedOverTime"] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart
        data={cumulativeByDifficulty(weeks)}
        margin={{ top: 8, right: 12, bottom: 0, left: -20 }}
        accessibilityLayer={false}
      >
        {weeklyFrame()}
        {DIFFICULTY.map((d) => (
          <Area
            key={d.key}
            type="stepAfter"
            dataKey={d.key}
            name={d.name}
            stackId="solved"
            stroke={d.color}
            fill={d.color}
            fillOpacity={0.35}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function TagsChart({ tags }: { tags: UserAnalytics["tags"] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={tags}
        layout="vertical"
        margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        {GRID}
        <XAxis type="number" allowDecimals={false} {...AXIS} />
        <YAxis type="category" dataKey="tag" width={96} tickFormatter={(t: string) => short(t)} {...AXIS} />
        <Tooltip cursor={{ fill: "#1e293b" }} {...TOOLTIP_STYLE} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="solved" name="Solved" fill="#34d399" isAnimationActive={false} />
        <Bar dataKey="attempted" name="Attempted" fill="#64748b" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TagsOverTimeChart({ over }: { over: UserAnalytics["tagsOverTime"] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={tagSeries(over)}
        margin={{ top: 8, right: 12, bottom: 0, left: -20 }}
        accessibilityLayer={false}
      >
        {weeklyFrame()}
        {over.tags.map((tag, i) => {
          const style = TAG_LINES[i % TAG_LINES.length] ?? TAG_LINES[0];
          return (
            <Line
              key={tag}
              type="stepAfter"
              dataKey={`t${i}`}
              name={short(tag, 16)}
              stroke={style?.color}
              strokeDasharray={style?.dash}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          );
        })}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function LanguagesChart({ languages }: { languages: UserAnalytics["languages"] }) {
  const data = languages.map((l) => ({
    name: languageLabel(l.language),
    rate: Math.round(l.acceptanceRate * 1000) / 10,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -20 }} accessibilityLayer={false}>
        {GRID}
        <XAxis dataKey="name" interval={0} tickFormatter={(t: string) => short(t, 10)} {...AXIS} />
        <YAxis domain={[0, 100]} unit="%" width={56} {...AXIS} />
        <Tooltip cursor={{ fill: "#1e293b" }} formatter={(v) => [`${v}%`, "Accepted"]} {...TOOLTIP_STYLE} />
        <Bar dataKey="rate" name="Acceptance rate" fill="#38bdf8" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Problems per bucket: attempts before the first Accepted, or time from the first try to it. */
export function BucketChart({ data }: { data: { label: string; problems: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -20 }} accessibilityLayer={false}>
        {GRID}
        <XAxis dataKey="label" interval={0} tickFormatter={(t: string) => short(t, 9)} {...AXIS} />
        <YAxis allowDecimals={false} width={48} {...AXIS} />
        <Tooltip cursor={{ fill: "#1e293b" }} formatter={(v) => [v, "Problems"]} {...TOOLTIP_STYLE} />
        <Bar dataKey="problems" name="Problems" fill="#a78bfa" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
