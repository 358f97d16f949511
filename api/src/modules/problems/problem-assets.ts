import { problemAssets } from "@grindstone/db";
import { PROBLEM_ASSET_NAME } from "@grindstone/shared";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { assertProblemVisible, type ProblemViewer } from "./problem-access.ts";

const assetParams = z.object({ id: z.uuid("Problem not found"), name: z.string() });

/**
 * What every asset response carries. The stored type exactly (only image types are stored: save-assets.ts), never
 * sniffed; a sandboxing CSP, so an SVG opened on its own runs no script and loads nothing; private caching for a
 * year (the Markdown's URL carries the content's hash, so a re-imported image is a new URL), revalidated by ETag.
 */
export const assetHeaders = (contentType: string, sha256: string) => ({
  "Content-Type": contentType,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "Cache-Control": "private, max-age=31536000, immutable",
  ETag: `"${sha256}"`,
});

/** An If-None-Match header that names this ETag (or `*`), weak or strong. */
const matches = (header: string | undefined, etag: string) =>
  (header ?? "").split(",").some((tag) => {
    const t = tag.trim().replace(/^W\//, "");
    return t === "*" || t === etag;
  });

/** A problem's stored asset, to whoever may see the problem (as get-problem: problem-access.ts); else 404. */
export async function getProblemAsset(
  ctx: AppContext,
  viewer: ProblemViewer,
  problemId: string,
  name: string,
) {
  await assertProblemVisible(ctx, viewer, problemId);
  if (!PROBLEM_ASSET_NAME.test(name)) throw notFound("Asset not found");
  const [asset] = await ctx.db
    .select({
      contentType: problemAssets.contentType,
      data: problemAssets.data,
      sha256: problemAssets.sha256,
    })
    .from(problemAssets)
    .where(and(eq(problemAssets.problemId, problemId), eq(problemAssets.name, name)));
  if (!asset) throw notFound("Asset not found");
  return asset;
}

/**
 * `GET /problems/:id/assets/:name`: an imported statement's or editorial's image (problem_assets), under the same
 * visibility as the problem, with an ETag (the content's sha256) answered 304 when the browser has it. Mounted from
 * problems.routes.ts, behind its requireUser.
 */
export function problemAssetRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get("/:id/assets/:name", validate("param", assetParams), async (c) => {
    const { id, name } = c.req.valid("param");
    const asset = await getProblemAsset(ctx, c.get("user"), id, name);
    const headers = assetHeaders(asset.contentType, asset.sha256);
    if (matches(c.req.header("if-none-match"), headers.ETag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(asset.data), 200, headers);
  });
}
