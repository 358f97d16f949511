import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { deltaTone, signedDelta } from "@/lib/rating-delta.ts";
import { formatDay, type RatingPoint, ratingDomain } from "./rating-points.ts";

/**
 * The rating history as a line over time (recharts). Loaded lazily by the rating card, so the charting code is
 * not part of the profile's first paint. It is a picture for sighted pointer users: the same facts are in the
 * history list next to it, which is what screen readers and the keyboard use.
 */
export default function RatingChart({ points }: { points: RatingPoint[] }) {
  const [low, high] = ratingDomain(points);
  const first = points[0]?.at ?? 0;
  const last = points.at(-1)?.at ?? first;
  // One contest (or several on one instant) would give an empty time range; a day either side gives it width.
  const pad = last === first ? 86_400_000 : (last - first) * 0.04;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={points}
        margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#1e293b" strokeDasharray="3 3" />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={[first - pad, last + pad]}
          tickFormatter={(ms: number) => formatDay(ms)}
          stroke="#64748b"
          tick={{ fill: "#94a3b8", fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis
          domain={[low, high]}
          allowDecimals={false}
          stroke="#64748b"
          tick={{ fill: "#94a3b8", fontSize: 12 }}
          width={56}
        />
        <Tooltip
          content={({ active, label }) =>
            active ? <PointTooltip point={points.find((p) => p.at === label)} /> : null
          }
          cursor={{ stroke: "#475569" }}
        />
        <Line
          type="monotone"
          dataKey="newRating"
          name="Rating"
          stroke="#fbbf24"
          strokeWidth={2}
          dot={{ r: 4, fill: "#fbbf24", stroke: "#0f172a", strokeWidth: 2 }}
          activeDot={{ r: 6 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The hovered contest: its title, date and rank, and old → new with the signed change. */
function PointTooltip({ point }: { point: RatingPoint | undefined }) {
  if (!point) return null;
  return (
    <div
      data-testid="rating-tooltip"
      className="max-w-64 rounded-xl border border-slate-700 bg-slate-950/95 px-3 py-2 text-sm shadow-lg"
    >
      <p className="font-semibold break-words text-white">{point.title}</p>
      <p className="text-slate-400">
        {formatDay(point.at)} · rank {point.rank}
      </p>
      <p className="mt-1 font-mono tabular-nums text-slate-200">
        {point.oldRating} → {point.newRating}{" "}
        <span className={`font-semibold ${deltaTone(point.delta)}`}>({signedDelta(point.delta)})</span>
      </p>
    </div>
  );
}
