import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { type Env, Hono } from "hono";
import { type Coding, pickCoding } from "./accept-encoding.ts";

const EXTENSION: Record<Coding, string> = { br: ".br", gzip: ".gz" };
// Hashed by Vite: a changed file gets a new name, so a copy can be kept for a year without asking again.
const IMMUTABLE = "public, max-age=31536000, immutable";
// index.html names the current hashed files: always revalidated, so a deploy shows at the next load.
const REVALIDATE = "no-cache";

type Variant = { path: string; size: number };
type StaticFile = { type: string; identity: Variant; encoded: Partial<Record<Coding, Variant>> };

/** Every file of the build by URL path, with the precompressed copies found beside it (web/build/precompress.ts). */
function scan(distDir: string) {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // Dot entries (.vite/manifest.json, the build's own notes) are not part of the site.
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith(".br") && !entry.name.endsWith(".gz")) {
        const encoded: StaticFile["encoded"] = {};
        for (const [coding, ext] of Object.entries(EXTENSION) as [Coding, string][])
          if (existsSync(path + ext)) encoded[coding] = { path: path + ext, size: statSync(path + ext).size };
        const url = `/${relative(distDir, path).split(sep).join("/")}`;
        files.set(url, { type: Bun.file(path).type, identity: { path, size: statSync(path).size }, encoded });
      }
    }
  };
  walk(distDir);
  return files;
}

function send(file: StaticFile, acceptEncoding: string | undefined, cacheControl: string | null) {
  const coding = pickCoding(acceptEncoding, Object.keys(file.encoded) as Coding[]);
  const variant = coding ? file.encoded[coding]! : file.identity;
  const headers = new Headers({ "Content-Type": file.type, "Content-Length": String(variant.size) });
  if (coding) headers.set("Content-Encoding", coding);
  // Every answer for a file that has copies depends on the header, the identity one included (shared caches).
  if (Object.keys(file.encoded).length > 0) headers.set("Vary", "Accept-Encoding");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return new Response(Bun.file(variant.path), { headers });
}

/**
 * Serves the built SPA: files as built, as brotli or gzip when the client accepts it and the build made a copy;
 * hashed assets are cached for a year; any other path gets index.html so client-side routes survive a reload, except
 * under /assets/, where a missing file is a 404 (an old chunk must not be cached for a year as HTML). The file list is
 * read once at start: a build replaces the server. Does nothing when the web app has not been built (API-only).
 */
export function mountSpa<E extends Env>(app: Hono<E>, distDir: string) {
  if (!existsSync(join(distDir, "index.html"))) return false;
  const files = scan(distDir);
  const index = files.get("/index.html")!;
  app.get("*", async (c, next) => {
    const path = c.req.path;
    const file = files.get(path);
    const acceptEncoding = c.req.header("accept-encoding");
    if (file && path !== "/index.html")
      return send(file, acceptEncoding, path.startsWith("/assets/") ? IMMUTABLE : null);
    if (path.startsWith("/assets/")) return next();
    return send(index, acceptEncoding, REVALIDATE);
  });
  return true;
}

/** The built site alone, without the API (bench/transfer.ts measures what it sends); null when not built. */
export function staticSiteApp(distDir: string) {
  const app = new Hono();
  return mountSpa(app, distDir) ? app : null;
}
