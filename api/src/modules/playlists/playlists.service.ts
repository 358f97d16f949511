import { playlistProblems, playlists, problems, users } from "@grindstone/db";
import { problemVisibleTo } from "@grindstone/db/queries/problem-visibility";
import type { CreatePlaylistBody, Playlist } from "@grindstone/shared";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import type { ProblemViewer } from "../problems/problem-access.ts";

type PlaylistRow = typeof playlists.$inferSelect & { ownerName: string };
/** Whoever reads a playlist; undefined when signed out (public playlists need no session). */
type Viewer = ProblemViewer | undefined;

/** Playlist entries list only the problems the viewer may see (issue 12's hidden problems stay out). */
const visibleProblems = (ctx: AppContext, viewer: Viewer) =>
  viewer?.role === "ADMIN" ? undefined : problemVisibleTo(viewer?.id ?? null, ctx.clock());

async function withProblems(ctx: AppContext, rows: PlaylistRow[], viewer: Viewer): Promise<Playlist[]> {
  const viewerId = viewer?.id;
  if (rows.length === 0) return [];
  const entries = await ctx.db
    .select({
      id: playlistProblems.id,
      playlistId: playlistProblems.playlistId,
      problemId: problems.id,
      title: problems.title,
      difficulty: problems.difficulty,
      tags: problems.tags,
      companies: problems.companies,
    })
    .from(playlistProblems)
    .innerJoin(problems, eq(problems.id, playlistProblems.problemId))
    .where(
      and(
        inArray(
          playlistProblems.playlistId,
          rows.map((r) => r.id),
        ),
        visibleProblems(ctx, viewer),
      ),
    )
    .orderBy(asc(playlistProblems.createdAt));
  const byPlaylist = Map.groupBy(entries, (e) => e.playlistId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    isPublic: r.isPublic,
    createdAt: r.createdAt.toISOString(),
    ownerName: r.ownerName,
    isOwner: r.userId === viewerId,
    problems: (byPlaylist.get(r.id) ?? []).map((e) => ({
      id: e.id,
      problemId: e.problemId,
      problem: {
        id: e.problemId,
        title: e.title,
        difficulty: e.difficulty,
        tags: e.tags,
        companies: e.companies,
      },
    })),
  }));
}

const selectPlaylists = (ctx: AppContext) =>
  ctx.db
    .select({
      id: playlists.id,
      userId: playlists.userId,
      slug: playlists.slug,
      name: playlists.name,
      description: playlists.description,
      isPublic: playlists.isPublic,
      createdAt: playlists.createdAt,
      updatedAt: playlists.updatedAt,
      ownerName: users.name,
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.userId));

export async function createPlaylist(ctx: AppContext, user: ProblemViewer, body: CreatePlaylistBody) {
  const [row] = await ctx.db
    .insert(playlists)
    .values({ ...body, userId: user.id })
    .returning({ id: playlists.id });
  return getPlaylist(ctx, row!.id, user);
}

export async function listMyPlaylists(ctx: AppContext, user: ProblemViewer) {
  const rows = await selectPlaylists(ctx)
    .where(eq(playlists.userId, user.id))
    .orderBy(desc(playlists.createdAt));
  return withProblems(ctx, rows, user);
}

export async function listPublicPlaylists(ctx: AppContext, viewer: Viewer) {
  const rows = await selectPlaylists(ctx)
    .where(eq(playlists.isPublic, true))
    .orderBy(desc(playlists.createdAt))
    .limit(100);
  return withProblems(ctx, rows, viewer);
}

/** A private playlist exists only for its owner: anyone else gets the same 404 as for a missing one. */
export async function getPlaylist(ctx: AppContext, id: string, viewer: Viewer) {
  const [row] = await selectPlaylists(ctx).where(eq(playlists.id, id));
  if (!row || (!row.isPublic && row.userId !== viewer?.id)) throw notFound("Playlist not found");
  return (await withProblems(ctx, [row], viewer))[0]!;
}

/** Only the owner changes a playlist; a public one is visible to others, so for them it is 403, not 404. */
async function ownedPlaylist(ctx: AppContext, id: string, userId: string) {
  const [row] = await ctx.db.select().from(playlists).where(eq(playlists.id, id));
  if (!row || (!row.isPublic && row.userId !== userId)) throw notFound("Playlist not found");
  if (row.userId !== userId) throw forbidden("Only the owner can change this playlist");
  return row;
}

/**
 * Adds the problems not yet in the playlist. When every one of them is already there nothing changes and the
 * caller is told so (409), instead of a success that did nothing; the unique index decides, so two adds at
 * once cannot both succeed. A problem the caller may not see is missing, like one that does not exist.
 */
export async function addProblems(ctx: AppContext, id: string, user: ProblemViewer, problemIds: string[]) {
  const userId = user.id;
  await ownedPlaylist(ctx, id, userId);
  const unique = [...new Set(problemIds)];
  const found = await ctx.db
    .select({ id: problems.id, title: problems.title })
    .from(problems)
    .where(and(inArray(problems.id, unique), visibleProblems(ctx, user)));
  if (found.length !== unique.length) throw notFound("Problem not found");
  const added = await ctx.db
    .insert(playlistProblems)
    .values(unique.map((problemId) => ({ playlistId: id, problemId })))
    .onConflictDoNothing()
    .returning({ id: playlistProblems.id });
  if (added.length === 0) {
    const subject = found.length === 1 ? found[0]!.title : "These problems";
    throw new AppError(
      "CONFLICT",
      409,
      `${subject} ${found.length === 1 ? "is" : "are"} already in this playlist`,
    );
  }
  return getPlaylist(ctx, id, user);
}

export async function removeProblems(ctx: AppContext, id: string, user: ProblemViewer, problemIds: string[]) {
  await ownedPlaylist(ctx, id, user.id);
  await ctx.db
    .delete(playlistProblems)
    .where(and(eq(playlistProblems.playlistId, id), inArray(playlistProblems.problemId, problemIds)));
  return getPlaylist(ctx, id, user);
}

export async function deletePlaylist(ctx: AppContext, id: string, userId: string) {
  const row = await ownedPlaylist(ctx, id, userId);
  if (row.slug) throw new AppError("FORBIDDEN", 403, "The starter playlist can’t be deleted.");
  await ctx.db.delete(playlists).where(eq(playlists.id, id));
}
