import type { AdminUser } from "@grindstone/shared";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { getInitials } from "@/lib/initials.ts";
import { useToggleBlock } from "../hooks/use-toggle-block.ts";

interface UsersTableProps {
  users: AdminUser[];
  loading: boolean;
  currentUserId: string | undefined;
}

const cell = "px-5 py-3.5";
const pill = "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold";

/** Join dates read like the rest of the app: month/day/year. */
const joinDate = (iso: string) => new Date(iso).toLocaleDateString("en-US");

export function UsersTable({ users, loading, currentUserId }: UsersTableProps) {
  const toggle = useToggleBlock();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th className={`${cell} font-medium`}>User</th>
            <th className={`${cell} font-medium`}>Email</th>
            <th className={`${cell} font-medium`}>Role</th>
            <th className={`${cell} font-medium`}>Subscription</th>
            <th className={`${cell} font-medium`}>Join Date</th>
            <th className={`${cell} font-medium`}>Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {loading ? (
            Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
              <tr key={i}>
                <td colSpan={6} className={cell}>
                  <Skeleton className="h-8 w-full" />
                </td>
              </tr>
            ))
          ) : users.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-5 py-10 text-center text-slate-400">
                No users match these filters.
              </td>
            </tr>
          ) : (
            users.map((user) => (
              <tr
                key={user.id}
                data-testid="user-row"
                data-blocked={user.isBlocked}
                className={`transition hover:bg-slate-800/30 ${user.isBlocked ? "bg-slate-950/60 opacity-80" : ""}`}
              >
                <td className={cell}>
                  <div className="flex items-center gap-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-amber-400 to-pink-500 text-xs font-bold text-slate-950">
                      {getInitials(user.name)}
                    </span>
                    <span className="font-medium text-slate-100">{user.name}</span>
                    {user.isBlocked ? (
                      <span className={`${pill} border-rose-500/40 bg-rose-500/10 text-rose-300`}>
                        Blocked
                      </span>
                    ) : null}
                  </div>
                </td>
                <td className={`${cell} text-slate-300`}>{user.email}</td>
                <td className={cell}>
                  {/* The spec's badge only recognised lowercase 'admin'; roles are ADMIN/USER (spec-deviations.md). */}
                  {user.role === "ADMIN" ? (
                    <span className={`${pill} border-violet-500/40 bg-violet-500/10 text-violet-300`}>
                      Admin
                    </span>
                  ) : (
                    <span className={`${pill} border-slate-600 bg-slate-800/70 text-slate-300`}>User</span>
                  )}
                </td>
                <td className={cell}>
                  <span
                    className={`${pill} ${
                      user.plan === "PAID"
                        ? "border-amber-500/40 bg-amber-500/10 text-amber-300"
                        : "border-slate-600 bg-slate-800/70 text-slate-300"
                    }`}
                  >
                    {user.subscription === "paid" ? "Paid" : "Free"}
                  </span>
                </td>
                <td className={`${cell} text-slate-300`}>{joinDate(user.createdAt)}</td>
                <td className={cell}>
                  {user.id === currentUserId ? (
                    <span className="text-xs text-slate-400">You</span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => toggle.mutate({ userId: user.id, isBlocked: !user.isBlocked })}
                      aria-label={`${user.isBlocked ? "Unblock" : "Block"} ${user.name}`}
                      className={`rounded-lg border px-3 py-1.5 text-xs font-semibold transition ${
                        user.isBlocked
                          ? "border-emerald-500/40 text-emerald-300 hover:bg-emerald-500/10"
                          : "border-rose-500/40 text-rose-300 hover:bg-rose-500/10"
                      }`}
                    >
                      {user.isBlocked ? "Unblock" : "Block"}
                    </button>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
