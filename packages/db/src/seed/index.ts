import type { Db } from "../client.ts";
import { DEMO_USER, upsertAccount } from "./accounts.ts";
import { seedContests } from "./contests.ts";
import { seedProblems as demoProblems } from "./problems/index.ts";
import { seedPublicPlaylist } from "./seed-playlist.ts";
import { seedProblems } from "./seed-problems.ts";

export { DEMO_USER } from "./accounts.ts";

/** Idempotent: runs at every start and only fills in what is missing. */
export async function seedDatabase(
  db: Db,
  opts: { adminEmail: string; adminPassword: string; now?: number },
) {
  const adminId = await upsertAccount(db, {
    name: "Grindstone Admin",
    email: opts.adminEmail,
    password: opts.adminPassword,
    role: "ADMIN",
  });
  await upsertAccount(db, { ...DEMO_USER, role: "USER" });
  const problemIds = await seedProblems(db, demoProblems, adminId);
  await seedPublicPlaylist(db, adminId, problemIds);
  await seedContests(db, adminId, opts.now);
  return { adminId, problemIds };
}
