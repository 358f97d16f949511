import { existsSync, lstatSync, readFileSync, realpathSync } from "node:fs";
import { basename, extname, isAbsolute, relative, resolve } from "node:path";
import type { ImageResolver } from "./statement-types.ts";

/** An image a statement shows, for the importer to store; the Markdown refers to it as `images/<name>`. */
export interface StatementImage {
  name: string;
  bytes: Uint8Array;
}

const SHOWN_EXTENSIONS = new Set([".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp"]);
/** LaTeX finds `\includegraphics{cave}` as cave.png, cave.jpg, ...; PDF and EPS last, as pdflatex does not. */
const LATEX_EXTENSIONS = [".png", ".jpg", ".jpeg", ".svg", ".gif", ".pdf", ".eps"];
/** An image bigger than this is not stored (a statement's pictures are tens of KB; the database serves them). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A browser opening an SVG on its own runs its scripts: one that could is not served. */
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object/i;

/**
 * Collects the images one statement refers to, from files inside the package only: a path that leaves it
 * (`../`, absolute, a symbolic link pointing out), a missing file, a format browsers cannot show (PDF, EPS) or an
 * SVG that could run script is left out with a warning, and the converter keeps the alt text in its place.
 */
export function collectImages(packageDir: string, statementDir: string, warnings: string[]) {
  const images: StatementImage[] = [];
  const names = new Map<string, string>(); // real path → name given
  const packageRoot = realpathSync(packageDir);
  const warn = (message: string) => {
    if (!warnings.includes(message)) warnings.push(message);
  };

  const resolveImage: ImageResolver = (path) => {
    if (isAbsolute(path)) {
      warn(`image "${path}" is an absolute path: left out`);
      return null;
    }
    const candidates = extname(path) ? [path] : LATEX_EXTENSIONS.map((extension) => `${path}${extension}`);
    const found = candidates
      .map((candidate) => resolve(statementDir, candidate))
      .find((file) => existsSync(file));
    if (found === undefined) {
      warn(`image "${path}" is referenced but not in the package: left out`);
      return null;
    }
    const real = realpathSync(found);
    const inside = relative(packageRoot, real);
    if (inside.startsWith("..") || isAbsolute(inside) || !lstatSync(real).isFile()) {
      warn(`image "${path}" is not a file inside the package: left out`);
      return null;
    }
    const extension = extname(real).toLowerCase();
    if (!SHOWN_EXTENSIONS.has(extension)) {
      warn(
        `image "${path}" is ${extension.slice(1).toUpperCase() || "of no known type"}, which a browser cannot show: left out`,
      );
      return null;
    }
    const known = names.get(real);
    if (known !== undefined) return `images/${known}`;
    if (lstatSync(real).size > MAX_IMAGE_BYTES) {
      warn(`image "${path}" is over ${MAX_IMAGE_BYTES / 1024 / 1024} MB: left out`);
      return null;
    }
    const bytes = new Uint8Array(readFileSync(real));
    if (extension === ".svg" && ACTIVE_SVG.test(new TextDecoder().decode(bytes))) {
      warn(`image "${path}" is an SVG with script or event handlers: left out`);
      return null;
    }
    const name = uniqueName(basename(real), new Set(names.values()));
    names.set(real, name);
    images.push({ name, bytes });
    return `images/${name}`;
  };
  return { images, resolveImage };
}

/** A URL-safe file name (what the asset route serves), numbered when two images of the package share one. */
function uniqueName(fileName: string, taken: Set<string>): string {
  const cleaned = fileName.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^[.-]+/, "_");
  // At most 100 characters (the served name's limit is 128, PROBLEM_ASSET_NAME), the extension kept.
  const ext = extname(cleaned);
  const safe = cleaned.length <= 100 ? cleaned : `${cleaned.slice(0, 100 - ext.length)}${ext}`;
  if (!taken.has(safe)) return safe;
  const extension = extname(safe);
  for (let i = 2; ; i++) {
    const candidate = `${safe.slice(0, safe.length - extension.length)}-${i}${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
