import { CHECKER_PROTOCOLS } from "@grindstone/shared";
import { z } from "zod";

/**
 * What a judging policy holds that the 2025-09 package format cannot say, written by the exporter to
 * `.grindstone.json` at the package's top and read back by our importer (worker/src/problem-import). The format lets
 * a package carry files whose names begin with a dot and tells every judge to behave as if they were not there
 * (spec 2025-09, "General requirements"), so other judges read the standard part and ignore this; we get our policy
 * back exactly. Each key is set only when the standard part alone would read back differently.
 */
export const packageExtrasSchema = z.object({
  /** Our line-exact checker: the package says `case_sensitive` to the default validator, the nearest it has. */
  exactChecker: z.literal(true).optional(),
  /** The tokens checker's integersExact (integers compared as text even with a float tolerance). */
  integersExact: z.literal(true).optional(),
  /** The custom checker's protocol when it is not Kattis's (a testlib-style checker, as Code Jam's judges are). */
  checkerProtocol: z.enum(CHECKER_PROTOCOLS).optional(),
  /** A scoring problem's partial credit from a custom checker's score. */
  partialCredit: z.literal(true).optional(),
  /** Limits in KB when they are not whole MiB (the format's unit). */
  memoryKb: z.number().int().positive().optional(),
  outputKb: z.number().int().positive().optional(),
  /**
   * A Creative Commons licence's version when it is not the format's own: a legacy package's `cc by-sa` is 3.0, a
   * 2025-09 one's 4.0, and a licence is never silently upgraded.
   */
  ccVersion: z.enum(["3.0", "4.0"]).optional(),
  /** The test groups' names in order, when their folder names under data/secret/ had to differ. */
  groupNames: z.array(z.string()).optional(),
});
export type PackageExtras = z.infer<typeof packageExtrasSchema>;

export const PACKAGE_EXTRAS_FILE = ".grindstone.json";
