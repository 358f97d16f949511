import { createPlaylistBodySchema, playlistProblemsBodySchema } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { optionalUser, requireUser } from "../../middleware/auth.ts";
import {
  addProblems,
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listMyPlaylists,
  listPublicPlaylists,
  removeProblems,
} from "./playlists.service.ts";

const idParam = z.object({ id: z.uuid("Playlist not found") });

export function playlistRoutes(ctx: AppContext) {
  // Public playlists can be shared with anyone, so reading one needs no session; everything else does.
  const open = new Hono()
    .get("/public", optionalUser(ctx), async (c) =>
      c.json({ playlists: await listPublicPlaylists(ctx, c.get("user")) }),
    )
    .get("/:id", optionalUser(ctx), validate("param", idParam), async (c) =>
      c.json({ playlist: await getPlaylist(ctx, c.req.valid("param").id, c.get("user")) }),
    );
  const owned = new Hono<HonoEnv>()
    .use(requireUser(ctx))
    .get("/", async (c) => c.json({ playlists: await listMyPlaylists(ctx, c.get("user")) }))
    .post("/create-playlist", validate("json", createPlaylistBodySchema), async (c) => {
      const playList = await createPlaylist(ctx, c.get("user"), c.req.valid("json"));
      return c.json({ playList, message: "Playlist created successfully" }, 201);
    })
    .post(
      "/:id/add-problem",
      validate("param", idParam),
      validate("json", playlistProblemsBodySchema),
      async (c) => {
        const playlist = await addProblems(
          ctx,
          c.req.valid("param").id,
          c.get("user"),
          c.req.valid("json").problemIds,
        );
        return c.json({ playlist, message: "Problem added to playlist" });
      },
    )
    .post(
      "/:id/remove-problems",
      validate("param", idParam),
      validate("json", playlistProblemsBodySchema),
      async (c) => {
        const playlist = await removeProblems(
          ctx,
          c.req.valid("param").id,
          c.get("user"),
          c.req.valid("json").problemIds,
        );
        return c.json({ playlist, message: "Problem removed from playlist" });
      },
    )
    .delete("/:id", validate("param", idParam), async (c) => {
      await deletePlaylist(ctx, c.req.valid("param").id, c.get("user").id);
      return c.json({ message: "Playlist deleted successfully" });
    });
  return new Hono().route("/", open).route("/", owned);
}
