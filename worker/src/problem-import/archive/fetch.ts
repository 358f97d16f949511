import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ArchiveCaps, resolveCaps } from "./caps.ts";
import { ArchiveError } from "./errors.ts";
import { sniffArchive } from "./sniff.ts";
import { type UnpackedArchive, unpackArchive } from "./unpack.ts";

/**
 * Downloads an http(s) archive to a temp file (streamed, capped at `archiveBytes`, within `fetchTimeoutMs`) and
 * unpacks it like a local one. Redirects are followed by hand so each hop's scheme is checked and counted; the
 * body is sniffed as soon as its first bytes arrive, so a web page is refused without downloading it whole.
 */
export async function fetchArchive(url: string, opts: Partial<ArchiveCaps> = {}): Promise<UnpackedArchive> {
  const caps = resolveCaps(opts);
  const downloads = await mkdtemp(join(tmpdir(), "gs-fetch-"));
  const file = join(downloads, "archive");
  const signal = AbortSignal.timeout(caps.fetchTimeoutMs);
  try {
    await download(url, file, caps, signal);
    return await unpackArchive(file, caps);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const reason = signal.aborted
      ? `no complete answer within ${caps.fetchTimeoutMs} ms`
      : (error as Error).message;
    throw new ArchiveError("fetch", `${url}: ${reason}`);
  } finally {
    await rm(downloads, { recursive: true, force: true });
  }
}

async function download(url: string, file: string, caps: ArchiveCaps, signal: AbortSignal) {
  const response = await follow(url, caps, signal);
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  if (length > caps.archiveBytes) {
    await response.body?.cancel();
    throw new ArchiveError("too-large", `${url} is ${length} bytes, over the ${caps.archiveBytes}-byte cap`);
  }
  const handle = await open(file, "wx", 0o600);
  let received = 0;
  let head = new Uint8Array(0);
  let sniffed = false;
  try {
    for await (const chunk of response.body ?? []) {
      received += chunk.byteLength;
      if (received > caps.archiveBytes) {
        throw new ArchiveError("too-large", `${url} sends more than the ${caps.archiveBytes}-byte cap`);
      }
      if (!sniffed && head.byteLength < 512) head = Buffer.concat([head, chunk]);
      if (!sniffed && head.byteLength >= 512) {
        sniffArchive(head);
        sniffed = true;
      }
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  // A body shorter than one tar block is sniffed (and refused) by unpackArchive.
}

async function follow(url: string, caps: ArchiveCaps, signal: AbortSignal): Promise<Response> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new ArchiveError("fetch", `${JSON.stringify(url)} is not a URL`);
  }
  for (let hop = 0; ; hop++) {
    if (target.protocol !== "http:" && target.protocol !== "https:") {
      throw new ArchiveError("fetch", `${target.href}: only http and https URLs are fetched`);
    }
    const response = await fetch(target, { redirect: "manual", signal });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= caps.maxRedirects)
        throw new ArchiveError("fetch", `${url}: more than ${caps.maxRedirects} redirects`);
      target = new URL(location, target);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ArchiveError("fetch", `${target.href} answered HTTP ${response.status}`);
    }
    return response;
  }
}
