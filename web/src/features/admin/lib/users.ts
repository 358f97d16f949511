import type { AdminUser, Plan, Role } from "@grindstone/shared";

export interface UserFilters {
  search: string;
  role: Role | "ALL";
  plan: Plan | "ALL";
}

export const NO_FILTERS: UserFilters = { search: "", role: "ALL", plan: "ALL" };

/** Spec §2.16: search matches name or e-mail, case-insensitively; role and plan match exactly; all combine. */
export function filterUsers(users: AdminUser[], { search, role, plan }: UserFilters): AdminUser[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (u) =>
      (role === "ALL" || u.role === role) &&
      (plan === "ALL" || u.plan === plan) &&
      (!needle || u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle)),
  );
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The six counters of spec §2.16, over every user (not the filtered list). */
export function userStats(users: AdminUser[], now = new Date()) {
  return {
    total: users.length,
    free: users.filter((u) => u.plan === "FREE").length,
    paid: users.filter((u) => u.plan === "PAID").length,
    admins: users.filter((u) => u.role === "ADMIN").length,
    blocked: users.filter((u) => u.isBlocked).length,
    joinedToday: users.filter((u) => sameLocalDay(new Date(u.createdAt), now)).length,
  };
}
