import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createTestApp } from "../test/harness.ts";
import { accepts, pickCoding } from "./accept-encoding.ts";

// A build as web/build/precompress.ts leaves it: text files with .br and .gz copies beside them.
const dist = mkdtempSync(join(tmpdir(), "gs-spa-"));
const js = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i % 97}`))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${"<div></div>".repeat(200)}</body></html>`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
function write(path: string, text: string, copies = true) {
  const file = join(dist, path);
  writeFileSync(file, text);
  if (!copies) return;
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  write("index.html", html);
  write("assets/app-1a2b3c.js", js);
  write("assets/tiny-9z8y7x.css", "a{}", false);
  write("favicon.svg", svg);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

/** The body as the client reads it after undoing Content-Encoding. */
async function decoded(res: Response) {
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.headers.get("content-length")).toBe(String(bytes.byteLength));
  const coding = res.headers.get("content-encoding");
  if (coding === "br") return brotliDecompressSync(bytes).toString();
  if (coding === "gzip") return gunzipSync(bytes).toString();
  expect(coding).toBeNull();
  return bytes.toString();
}

describe("static assets", () => {
  test("each file is sent as brotli, gzip or as is by what the client accepts, the same bytes once decoded", async () => {
    const cases: [string | undefined, string | null][] = [
      ["gzip, deflate, br, zstd", "br"], // what browsers send: brotli preferred
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", null],
      ["gzip;q=0, br;q=0", null],
      ["*", "br"],
      ["deflate", null],
      [undefined, null],
    ];
    for (const [path, type, text] of [
      ["/assets/app-1a2b3c.js", "text/javascript;charset=utf-8", js],
      ["/favicon.svg", "image/svg+xml", svg],
      ["/", "text/html;charset=utf-8", html],
    ] as const) {
      for (const [header, coding] of cases) {
        const res = await get(path, header);
        expect([path, header, res.status, res.headers.get("content-encoding")]).toEqual([
          path,
          header,
          200,
          coding,
        ]);
        expect(res.headers.get("content-type")).toBe(type);
        expect(res.headers.get("vary")).toBe("Accept-Encoding");
        expect(await decoded(res)).toBe(text);
      }
    }
    expect(Number((await get("/assets/app-1a2b3c.js", "br")).headers.get("content-length"))).toBeLessThan(
      js.length / 5,
    );
  });

  test("hashed files are immutable for a year, index.html is revalidated, a missing asset is a 404", async () => {
    for (const coding of ["br", "gzip", "identity"]) {
      const asset = await get("/assets/app-1a2b3c.js", coding);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      for (const route of ["/", "/index.html", "/problem/123", "/problems?page=2"]) {
        const page = await get(route, coding);
        expect([route, page.status, page.headers.get("cache-control")]).toEqual([route, 200, "no-cache"]);
        expect(await decoded(page)).toBe(html);
      }
    }
    // A file without copies is sent as is, with no Vary.
    const tiny = await get("/assets/tiny-9z8y7x.css", "br, gzip");
    expect([tiny.headers.get("content-encoding"), tiny.headers.get("vary"), await tiny.text()]).toEqual([
      null,
      null,
      "a{}",
    ]);
    const missing = await get("/assets/gone-000000.js", "br");
    expect([missing.status, missing.headers.get("cache-control")]).toEqual([404, null]);
    // A HEAD gets the headers of the GET it stands for, and no body.
    const head = await t.app.request("/assets/app-1a2b3c.js", {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect([head.headers.get("content-encoding"), (await head.arrayBuffer()).byteLength]).toEqual(["br", 0]);
    // API paths are never the SPA's.
    expect((await get("/api/v1/nope", "br")).status).toBe(404);
  });

  test("Accept-Encoding is read as RFC 9110 says", () => {
    expect(accepts("GZIP;q=0.5", "gzip")).toBe(true);
    expect(accepts("*;q=0", "gzip")).toBe(false);
    expect(accepts("*, gzip;q=0", "gzip")).toBe(false);
    expect(accepts("br;q=0.000", "br")).toBe(false);
    expect(pickCoding("gzip;q=1, br;q=0.1", ["gzip", "br"])).toBe("br");
    expect(pickCoding("br", ["gzip"])).toBeNull();
  });
});
