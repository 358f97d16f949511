import { importUrlBodySchema, problemVisibilityBodySchema } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { getImport, type ImportSource, listImports, startImport } from "./problem-import.service.ts";
import { setProblemVisibility } from "./problems.service.ts";

const importIdParam = z.object({ importId: z.uuid("Import not found") });
const idParam = z.object({ id: z.uuid("Problem not found") });

/** Archive bodies sent as they are (the site's upload: streamed, never parsed as a form). */
const RAW_ARCHIVE = /^application\/(zip|x-zip-compressed|gzip|x-gzip|x-tar|x-gtar|octet-stream)\b/i;
const ARCHIVE_NAME = /\.(zip|kpp|tar|tgz|tar\.gz)$/i;
/** A name we store and show: its last path part, printable, at most 200 characters. */
const safeName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "").replace(/[^\w.\- ()]/g, "_").slice(0, 200) || "upload";
const verifyFlag = (value: unknown) =>
  value === undefined || value === null || !/^(false|0|no|off)$/i.test(String(value));

/** What to import, from the three body shapes `POST /problems/import` takes (docs/api.md, "Problem import"). */
async function importSourceOf(req: Request): Promise<ImportSource> {
  const type = req.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const parsed = importUrlBodySchema.safeParse(await req.json().catch(() => null));
    if (!parsed.success)
      throw new AppError("VALIDATION", 400, parsed.error.issues[0]?.message ?? "Invalid body");
    return { kind: "url", ...parsed.data };
  }
  if (/^multipart\/form-data\b/i.test(type)) {
    const form = await req.formData().catch(() => {
      throw new AppError("VALIDATION", 400, "The form could not be read");
    });
    const file = form.get("file");
    if (!(file instanceof File))
      throw new AppError("VALIDATION", 400, "file is required: the package archive");
    if (!ARCHIVE_NAME.test(file.name))
      throw new AppError("VALIDATION", 400, "file must be a .zip, .kpp, .tar or .tar.gz archive");
    return {
      kind: "upload",
      name: safeName(file.name),
      verify: verifyFlag(form.get("verify")),
      body: file.stream(),
    };
  }
  if (RAW_ARCHIVE.test(type) && req.body) {
    const url = new URL(req.url);
    const name = safeName(url.searchParams.get("name") ?? "upload.zip");
    if (!ARCHIVE_NAME.test(name))
      throw new AppError("VALIDATION", 400, "name must end in .zip, .kpp, .tar or .tar.gz");
    return { kind: "upload", name, verify: verifyFlag(url.searchParams.get("verify")), body: req.body };
  }
  throw new AppError(
    "VALIDATION",
    400,
    "Send the archive as multipart field file, as an archive body, or JSON { url }",
  );
}

/** Admin only: importing problem packages, their reports, and publishing a problem without its form. */
export function problemImportRoutes(ctx: AppContext) {
  // requireAdmin per route, not .use(): mounted beside the problems routes, a catch-all would reach theirs.
  return new Hono<HonoEnv>()
    .post("/import", requireAdmin, async (c) => {
      const importId = await startImport(ctx, c.get("user").id, await importSourceOf(c.req.raw));
      return c.json({ importId }, 202);
    })
    .get("/import", requireAdmin, async (c) => c.json({ imports: await listImports(ctx) }))
    .get("/import/:importId", requireAdmin, validate("param", importIdParam), async (c) =>
      c.json(await getImport(ctx, c.req.valid("param").importId)),
    )
    .patch(
      "/:id/visibility",
      requireAdmin,
      validate("param", idParam),
      validate("json", problemVisibilityBodySchema),
      async (c) =>
        c.json(await setProblemVisibility(ctx, c.req.valid("param").id, c.req.valid("json").isPublic)),
    );
}
