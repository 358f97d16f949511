import { z } from "zod";

const csv = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  );

/**
 * The fault suite's knobs. The defaults are the minimums (20 users, 100 submissions per burst); raise
 * them to stress harder. This is the only file of the suite that reads process.env (scripts/boundaries.test.ts).
 */
export const faultsEnv = z
  .object({
    /** Run only these scenarios (comma-separated names); empty runs all of them. */
    FAULTS_ONLY: csv,
    FAULTS_USERS: z.coerce.number().int().min(1).default(20),
    FAULTS_BURST: z.coerce.number().int().min(1).default(100),
    /** Where the JSON report and the JUnit file go (relative to the repository root). */
    FAULTS_OUT_DIR: z.string().default(".tmp"),
    /** Keep the temporary Postgres/Redis directories and child logs after the run (for post-mortems). */
    FAULTS_KEEP: z.enum(["0", "1"]).default("0"),
    /**
     * "1" (`bun run bench:faults`): a missed speed target fails its scenario. Otherwise (the test run) a miss is
     * reported and only a gross one (lib/check.ts TARGET_SLACK) fails: speed is a benchmark's business.
     */
    FAULTS_STRICT_TARGETS: z.enum(["0", "1"]).default("0"),
  })
  .parse(process.env);

/** The suite's children are started from the environment scripts' children inherit, plus their own vars. */
export { inheritedEnv } from "../env.ts";
