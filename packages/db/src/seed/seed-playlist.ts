import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { playlistProblems, playlists } from "../schema/playlists.ts";

/** One public playlist owned by the admin, so the problems page's carousel has something on a fresh site. */
export async function seedPublicPlaylist(db: Db, adminId: string, problemIds: string[]) {
  const [existing] = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(eq(playlists.slug, "starter-pack"));
  if (existing) return existing.id;
  const [row] = await db
    .insert(playlists)
    .values({
      slug: "starter-pack",
      userId: adminId,
      name: "Starter Pack",
      description: "Six classics to warm up with: arrays, strings and a first taste of dynamic programming.",
      isPublic: true,
    })
    .onConflictDoNothing()
    .returning({ id: playlists.id });
  if (!row) return null;
  await db
    .insert(playlistProblems)
    .values(problemIds.slice(0, 6).map((problemId) => ({ playlistId: row.id, problemId })));
  return row.id;
}
