import { PROBLEM_ASSET_TYPES, problemAssetUrl } from "@grindstone/shared";
import type { StatementImage } from "./statement-images.ts";

/** An image to store in problem_assets, with the type it is served as. */
export interface ProblemAsset {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The served type of an image the converters kept (collectImages allows only these extensions). */
export function assetType(name: string): string | null {
  return PROBLEM_ASSET_TYPES[name.slice(name.lastIndexOf(".") + 1).toLowerCase()] ?? null;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** `](images/<name>)`: how the converters point at a package image until the problem has an id. */
const IMAGE_LINK = /\]\(images\/([A-Za-z0-9._-]+)\)/g;

/**
 * The statement's and the editorial's images as one set of assets: an editorial image with a statement image's name
 * and bytes is that image; one with its name but other bytes is renamed, and the editorial's links follow it.
 */
export function mergeImages(
  statementImages: StatementImage[],
  editorial: { markdown: string; images: StatementImage[] } | null,
): { assets: ProblemAsset[]; editorialMarkdown: string | null } {
  const assets: ProblemAsset[] = [];
  const add = (image: StatementImage, name: string) => {
    const contentType = assetType(name);
    if (contentType !== null) assets.push({ name, contentType, bytes: image.bytes });
  };
  for (const image of statementImages) add(image, image.name);
  if (editorial === null) return { assets, editorialMarkdown: null };
  const renamed = new Map<string, string>();
  for (const image of editorial.images) {
    const taken = assets.find((asset) => asset.name === image.name);
    if (taken === undefined) add(image, image.name);
    else if (!sameBytes(taken.bytes, image.bytes)) {
      const dot = image.name.lastIndexOf(".");
      let name = image.name;
      for (let i = 2; assets.some((asset) => asset.name === name); i++)
        name = `${image.name.slice(0, dot)}-${i}${image.name.slice(dot)}`;
      renamed.set(image.name, name);
      add(image, name);
    }
  }
  const editorialMarkdown = editorial.markdown.replace(
    IMAGE_LINK,
    (_whole, name: string) => `](images/${renamed.get(name) ?? name})`,
  );
  return { assets, editorialMarkdown: renamed.size > 0 ? editorialMarkdown : editorial.markdown };
}

/**
 * Markdown whose `images/<name>` links point at where the problem's assets are served, once it has an id, each with
 * its content's hash (a changed image is a new URL: see problemAssetUrl).
 */
export function linkAssets(
  markdown: string,
  problemId: string,
  sha256ByName: ReadonlyMap<string, string>,
): string {
  return markdown.replace(IMAGE_LINK, (whole, name: string) => {
    const sha256 = sha256ByName.get(name);
    return sha256 === undefined ? whole : `](${problemAssetUrl(problemId, name, sha256)})`;
  });
}
