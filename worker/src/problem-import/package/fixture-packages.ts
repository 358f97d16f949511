import { basename, join, resolve } from "node:path";
import { type ProblemPackage, readPackage } from "./read-package.ts";

/** fixtures/problem-packages at the repository root (its README says where each package comes from). */
export const FIXTURES_ROOT = resolve(import.meta.dir, "../../../../fixtures/problem-packages");

/** Every fixture package, as `<source>/<package>`: the four problemtools examples, then the Code Jam ones. */
export const FIXTURE_PACKAGES = [
  "problemtools/hello",
  "problemtools/different",
  "problemtools/guess",
  "problemtools/oddecho",
  "codejam/closest_pick",
  "codejam/wandering_robot",
  "codejam/roaring_years",
  "codejam/getting_the_digits",
  "codejam/letter_blocks",
  "codejam/esab_atad",
  "codejam/number_guessing",
] as const;
export type FixturePackage = (typeof FIXTURE_PACKAGES)[number];

/** A fixture package with our solutions for it (`solutions/<package>/`) read as submissions too. */
export const readFixturePackage = (id: FixturePackage): ProblemPackage =>
  readPackage(join(FIXTURES_ROOT, id), { solutionsDir: join(FIXTURES_ROOT, "solutions", basename(id)) });

/** A zip of fixture packages at `zip`, each under its own path (`problemtools/hello/...`), as an admin uploads them. */
export function zipFixturePackages(zip: string, packages: readonly string[]) {
  const script = `import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w") as z:
    for pkg in sys.argv[3:]:
        for root, _, files in os.walk(os.path.join(sys.argv[2], pkg)):
            for f in files:
                z.write(os.path.join(root, f), os.path.relpath(os.path.join(root, f), sys.argv[2]))`;
  const made = Bun.spawnSync(["python3", "-c", script, zip, FIXTURES_ROOT, ...packages]);
  if (made.exitCode !== 0) throw new Error(`zipping fixtures failed: ${made.stderr.toString()}`);
}
