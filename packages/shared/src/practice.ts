import { z } from "zod";
import type { Plan, Role } from "./constants.ts";

/** GET /streak: UTC days with at least one Accepted, and the run of consecutive days ending today (or yesterday). */
export type StreakResponse = { solvedDates: string[]; currentStreak: number };

export const leaderboardEntrySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  solvedCount: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
/** GET /leaderboard/today, served pre-serialised: the web parses it with this. */
export const leaderboardResponseSchema = z.object({ leaderboard: z.array(leaderboardEntrySchema) });
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
/** The leaderboard lists at most this many users: the podium and ranks 4–N of the spec. */
export const LEADERBOARD_LIMIT = 100;

export type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  plan: Plan;
  subscription: "free" | "paid";
  isBlocked: boolean;
  createdAt: string;
};

/** PATCH /admin/users/{id}/block. */
export const blockUserBodySchema = z.object({
  isBlocked: z.boolean({ error: "isBlocked must be true or false" }),
});
