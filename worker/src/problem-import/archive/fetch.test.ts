import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import type { ArchiveCaps } from "./caps.ts";
import { ArchiveError, type ArchiveErrorCode } from "./errors.ts";
import { fetchArchive } from "./fetch.ts";
import { archiveTempDirs, tarGzBytes, zipBytes } from "./test-archives.ts";

const zip = zipBytes([{ name: "pkg/problem.yaml", data: "name: Hello\n", deflate: true }]);
const tgz = tarGzBytes([{ name: "pkg/problem.yaml", data: "name: Hello\n" }]);
const page = `<!doctype html><title>Not found</title>${"<p>nothing here</p>".repeat(100)}`;
let server: ReturnType<typeof Bun.serve>;
let base: string;

beforeAll(() => {
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname === "/set.zip") return new Response(zip);
      if (pathname === "/set.tgz")
        return new Response(tgz, { headers: { "content-type": "application/gzip" } });
      if (pathname === "/page") return new Response(page, { headers: { "content-type": "text/html" } });
      if (pathname === "/big") return new Response(new Uint8Array(2 * 1024 * 1024));
      // No content-length: only counting the streamed body can stop it.
      if (pathname === "/big-stream") return new Response(endless());
      if (pathname === "/slow") return new Response(slow());
      // /hop/n answers with n + 1 redirects before the archive.
      const hops = /^\/hop\/(\d+)$/.exec(pathname);
      if (hops) {
        const left = Number(hops[1]);
        return Response.redirect(left === 0 ? "/set.zip" : `/hop/${left - 1}`, 302);
      }
      if (pathname === "/to-file") return Response.redirect("file:///etc/passwd", 302);
      return new Response("no such thing", { status: 404 });
    },
  });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server.stop(true);
});

function endless() {
  const chunk = new Uint8Array(64 * 1024);
  chunk.set(zip.subarray(0, 4));
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(chunk);
    },
  });
}

function slow() {
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(zip.subarray(0, 10));
      await Bun.sleep(5_000);
      controller.close();
    },
  });
}

let before: string[];
beforeEach(async () => {
  before = await archiveTempDirs();
});
afterEach(async () => {
  expect(await archiveTempDirs()).toEqual(before);
});

describe("fetchArchive", () => {
  for (const path of ["/set.zip", "/set.tgz", "/hop/4"]) {
    test(`unpacks ${path}`, async () => {
      const { dir, cleanup } = await fetchArchive(`${base}${path}`);
      expect(await readFile(`${dir}/pkg/problem.yaml`, "utf8")).toBe("name: Hello\n");
      await cleanup();
    });
  }

  const refusals: [string, string, ArchiveErrorCode, string, Partial<ArchiveCaps>?][] = [
    ["a 404", "/missing.zip", "fetch", "HTTP 404"],
    ["a web page", "/page", "not-an-archive", "not a .zip"],
    ["6 redirects", "/hop/5", "fetch", "more than 5 redirects"],
    ["a redirect to file://", "/to-file", "fetch", "only http and https"],
    ["a body over the cap (content-length)", "/big", "too-large", "cap", { archiveBytes: 1024 * 1024 }],
    ["a streamed body over the cap", "/big-stream", "too-large", "cap", { archiveBytes: 1024 * 1024 }],
    ["a server too slow", "/slow", "fetch", "within 300 ms", { fetchTimeoutMs: 300 }],
  ];
  for (const [what, path, code, says, caps] of refusals) {
    test(`refuses ${what}`, async () => {
      const error = await fetchArchive(`${base}${path}`, caps).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as ArchiveError).code).toBe(code);
      expect((error as ArchiveError).message).toContain(says);
    });
  }

  for (const url of [
    "file:///etc/passwd",
    "ftp://127.0.0.1/set.zip",
    "data:application/zip;base64,UEsFBg==",
    "not a url",
  ]) {
    test(`refuses ${url} without fetching`, async () => {
      const error = await fetchArchive(url).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as ArchiveError).code).toBe("fetch");
    });
  }

  test("a port nobody answers on", async () => {
    const closed = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("") });
    const url = `http://127.0.0.1:${closed.port}/set.zip`;
    await closed.stop(true);
    const error = await fetchArchive(url).catch((e: unknown) => e);
    expect((error as ArchiveError).code).toBe("fetch");
  });
});
