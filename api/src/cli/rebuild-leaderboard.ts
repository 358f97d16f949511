/** `bun run ops:rebuild-leaderboard [YYYY-MM-DD]`: rebuilds a day's leaderboard (default today, UTC) from Postgres. */
import { utcDay } from "@grindstone/shared/server";
import { createContext } from "../context.ts";
import { loadEnv } from "../env.ts";
import { rebuildLeaderboard } from "../modules/leaderboard/leaderboard.service.ts";

const day = process.argv[2] ?? utcDay(new Date());
if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
  console.error("Usage: bun run ops:rebuild-leaderboard [YYYY-MM-DD]");
  process.exit(1);
}
const ctx = createContext(loadEnv());
const users = await rebuildLeaderboard(ctx, day);
console.log(`[ops] leaderboard for ${day} rebuilt from Postgres: ${users} user(s)`);
await ctx.close();
process.exit(0);
