import type { ComponentType, SVGProps } from "react";
import { BanIcon, CalendarIcon, ShieldIcon, SparklesIcon, UsersIcon } from "@/components/ui/action-icons.tsx";
import { UserIcon } from "@/components/ui/icons.tsx";
import type { userStats } from "../lib/users.ts";

type Stats = ReturnType<typeof userStats>;

const CARDS: {
  key: keyof Stats;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
}[] = [
  { key: "total", label: "Total Users", icon: UsersIcon, tone: "text-sky-300 bg-sky-500/10" },
  { key: "free", label: "Free Users", icon: UserIcon, tone: "text-slate-300 bg-slate-500/15" },
  { key: "paid", label: "Paid Users", icon: SparklesIcon, tone: "text-amber-300 bg-amber-500/10" },
  { key: "admins", label: "Admins", icon: ShieldIcon, tone: "text-violet-300 bg-violet-500/10" },
  { key: "blocked", label: "Blocked", icon: BanIcon, tone: "text-rose-300 bg-rose-500/10" },
  {
    key: "joinedToday",
    label: "Joined Today",
    icon: CalendarIcon,
    tone: "text-emerald-300 bg-emerald-500/10",
  },
];

export function UserStatsCards({ stats, loading }: { stats: Stats; loading: boolean }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
          <dt className="flex items-center gap-2 text-sm text-slate-400">
            <span className={`rounded-lg p-1.5 ${tone}`}>
              <Icon className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="mt-3 text-3xl font-bold tabular-nums text-white" data-testid={`stat-${key}`}>
            {loading ? "–" : stats[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
