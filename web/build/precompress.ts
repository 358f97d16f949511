import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/**
 * Text assets worth compressing. Images other than SVG and woff/woff2 fonts are compressed formats already; ttf,
 * otf and eot fonts are not.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm|ttf|otf|eot|ico)$/;
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` (when smaller); returns them. */
export async function precompressDir(dir: string) {
  const written: { file: string; bytes: number; br: number; gz: number }[] = [];
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const raw = await readFile(file);
        if (raw.byteLength < MIN_BYTES) return;
        // Built once, served many times: the slowest, smallest settings of each.
        const [br, gzipped] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(raw, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        // A copy no smaller than the file is never worth serving: the server then sends the file itself.
        if (br.byteLength < raw.byteLength) await writeFile(`${file}.br`, br);
        if (gzipped.byteLength < raw.byteLength) await writeFile(`${file}.gz`, gzipped);
        written.push({ file, bytes: raw.byteLength, br: br.byteLength, gz: gzipped.byteLength });
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}

/**
 * Emits brotli and gzip copies of the built text assets, which the API's SPA server (api/src/lib/spa.ts) sends with
 * the matching Content-Encoding. Compressing at build time lets us use the best settings, which would cost far too
 * much per request (Monaco's ~3 MB chunk takes seconds at brotli 11).
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "grindstone:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/")
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const files = await precompressDir(outDir);
      const sum = (k: "bytes" | "br" | "gz") => files.reduce((n, f) => n + f[k], 0);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      console.log(
        `precompressed ${files.length} files: ${kb(sum("bytes"))} → br ${kb(sum("br"))}, gzip ${kb(sum("gz"))} ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
