export { allProblemIds, exportProblemPackage } from "./load-problem.ts";
export { PACKAGE_EXTRAS_FILE, type PackageExtras, packageExtrasSchema } from "./package-extras.ts";
export {
  type ExportImage,
  type ExportProblem,
  type ExportTest,
  type ProblemPackageFiles,
  problemPackageFiles,
  statementMarkdown,
} from "./package-files.ts";
export { writePackageFolder } from "./write-folder.ts";
export { type ZipFile, zipFiles } from "./zip.ts";

import type { ProblemPackageFiles } from "./package-files.ts";
import { zipFiles } from "./zip.ts";

/** The package as a zip holding its folder (`twosum/problem.yaml`...), as the format's archives do. */
export const zipPackage = (pkg: ProblemPackageFiles): Uint8Array<ArrayBuffer> =>
  zipFiles(pkg.files.map((f) => ({ path: `${pkg.folder}/${f.path}`, content: f.content })));
