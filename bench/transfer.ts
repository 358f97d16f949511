/**
 * `bun run bench:transfer` — what the problem page (/problem/{id}) costs to download, as the API's SPA server sends
 * it: uncompressed, gzip and brotli, side by side in one run, through the real `mountSpa` (api/src/lib/spa.ts) on the
 * real build (`bun run build:web` first; `--build` does it).
 *
 * Which files the page loads comes from the build's manifest (web/dist/.vite/manifest.json): the entry (index.html
 * and everything it imports statically), the route chunks of the problem page and of its layouts, and everything
 * those chunks load lazily (Monaco, its language grammars, the socket client), with the CSS and fonts they pull in.
 * The lazy routes the entry can load are not followed (they are other pages). This slightly overstates the page: it
 * counts all three grammars, while the editor loads the current language's.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { staticSiteApp } from "../api/src/lib/spa.ts";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "web/dist");
const manifestPath = join(dist, ".vite/manifest.json");

if (process.argv.includes("--build") || !existsSync(manifestPath)) {
  const build = Bun.spawnSync(["bun", "run", "build:web"], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) throw new Error("web build failed");
}

type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, Chunk>;

// The problem page's route chunks and those of the layouts around it (file-based routes, code-split by TanStack).
const ROUTE = /^src\/routes\/(?:__root|_authenticated|_authenticated\/problem\/\$id)\.tsx(?:\?|$)/;
const ENTRY = "index.html";

const files = new Set<string>(["index.html"]);
const seen = new Set<string>();
function visit(key: string) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  files.add(chunk.file);
  for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
  for (const k of chunk.imports ?? []) visit(k);
  // The entry's lazy imports are every other page; the problem page's own are what it loads after start.
  if (key !== ENTRY) for (const k of chunk.dynamicImports ?? []) visit(k);
}
visit(ENTRY);
const routes = Object.keys(manifest).filter((k) => ROUTE.test(k));
if (!routes.some((k) => k.includes("problem/$id")))
  throw new Error("the problem page's route is not in the build");
for (const k of routes) visit(k);

const app = staticSiteApp(dist);
if (!app) throw new Error("web/dist has no index.html");

const ENCODINGS = { identity: "identity", gzip: "gzip", br: "gzip, deflate, br, zstd" } as const;
type Kind = "HTML" | "JS" | "CSS" | "Fonts";
const kindOf = (f: string): Kind | null =>
  f.endsWith(".html")
    ? "HTML"
    : f.endsWith(".js")
      ? "JS"
      : f.endsWith(".css")
        ? "CSS"
        : /\.(ttf|otf|woff2?)$/.test(f)
          ? "Fonts"
          : null;

const totals = new Map<Kind, { count: number } & Record<keyof typeof ENCODINGS, number>>();
for (const file of files) {
  const kind = kindOf(file);
  if (!kind) continue;
  const row = totals.get(kind) ?? { count: 0, identity: 0, gzip: 0, br: 0 };
  row.count++;
  for (const [name, header] of Object.entries(ENCODINGS) as [keyof typeof ENCODINGS, string][]) {
    const res = await app.request(`/${file === "index.html" ? "" : file}`, {
      headers: { "accept-encoding": header },
    });
    if (res.status !== 200) throw new Error(`${file}: ${res.status}`);
    const sent = (await res.arrayBuffer()).byteLength;
    if (Number(res.headers.get("content-length")) !== sent) throw new Error(`${file}: wrong Content-Length`);
    row[name] += sent;
  }
  totals.set(kind, row);
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
// Transfer time of the bytes alone at the 10 Mbit/s (no latency, no TCP slow start).
const at10 = (n: number) => `${((n * 8) / 10_000_000).toFixed(2)} s`;
const lines = [
  "| Files | count | uncompressed | gzip | brotli | brotli / uncompressed | at 10 Mbit/s: uncompressed → brotli |",
  "|---|---|---|---|---|---|---|",
];
const all = { count: 0, identity: 0, gzip: 0, br: 0 };
for (const kind of ["HTML", "JS", "CSS", "Fonts"] as const) {
  const r = totals.get(kind);
  if (!r) continue;
  for (const k of ["count", "identity", "gzip", "br"] as const) all[k] += r[k];
  lines.push(
    `| ${kind} | ${r.count} | ${kb(r.identity)} | ${kb(r.gzip)} | ${kb(r.br)} | ${((r.br / r.identity) * 100).toFixed(0)} % | ${at10(r.identity)} → ${at10(r.br)} |`,
  );
}
lines.push(
  `| **Total** | ${all.count} | **${kb(all.identity)}** | **${kb(all.gzip)}** | **${kb(all.br)}** | **${((all.br / all.identity) * 100).toFixed(0)} %** | ${at10(all.identity)} → **${at10(all.br)}** |`,
);
const report = `Problem page (/problem/{id}) transfer, ${new Date().toISOString().slice(0, 10)}:\n\n${lines.join("\n")}\n`;
console.log(report);
const tmp = join(root, ".tmp");
if (existsSync(tmp)) writeFileSync(join(tmp, "bench-transfer.md"), report);
