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
