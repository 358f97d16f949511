import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
};

/** True when web/dist is missing or older than any web source, shared contract or build config. */
export function webBuildIsStale(root: string) {
  const built = join(root, "web/dist/index.html");
  if (!existsSync(built)) return true;
  const sources = [
    "web/src",
    "web/index.html",
    "web/vite.config.ts",
    "web/build",
    "web/package.json",
    "packages/shared/src",
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  return newest > statSync(built).mtimeMs;
}
