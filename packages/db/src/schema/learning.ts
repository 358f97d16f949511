import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { problems } from "./problems.ts";
import { submissions } from "./submissions.ts";
import { users } from "./users.ts";

/**
 * The learning loop (issue 27): what a learner opened of a problem's hints and editorial, and how fast their accepted
 * programs really are. Facts about what happened: nothing here is ever rewritten by a later change to the problem.
 */

/** One row per hint a learner opened (hints open one at a time, in order); the primary key makes a reopen a no-op. */
export const hintOpenings = pgTable(
  "hint_openings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    /** 0-based position in the problem's hint list at the time it was opened. */
    hintIndex: integer("hint_index").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId, t.hintIndex] })],
);

/** A learner opened the editorial; `beforeSolve` records that they confirmed opening it before solving. */
export const editorialOpenings = pgTable(
  "editorial_openings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    beforeSolve: boolean("before_solve").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/**
 * An accepted submission's performance, measured after its verdict at low priority: its heaviest test run several
 * times on an idle slot, CPU time from the sandbox's accounting (median and the runs' spread), peak memory and, for
 * comparison only, wall time. The rows of one problem and language are the distribution "faster than X %" reads.
 */
export const submissionPerformance = pgTable(
  "submission_performance",
  {
    submissionId: uuid("submission_id")
      .primaryKey()
      .references(() => submissions.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    /** PENDING until measured, MEASURED, or FAILED (the runs disagreed with the verdict or the sandbox failed). */
    status: text("status").notNull().default("PENDING"),
    /** The heaviest test's position (by the verdict's own CPU time), measured again below. */
    testPosition: integer("test_position"),
    runs: integer("runs").notNull().default(0),
    /** The figure: the fastest run (interference only adds time; measure.ts). Its median run beside it. */
    cpuMs: doublePrecision("cpu_ms"),
    cpuMedianMs: doublePrecision("cpu_median_ms"),
    cpuMinMs: doublePrecision("cpu_min_ms"),
    cpuMaxMs: doublePrecision("cpu_max_ms"),
    wallMs: doublePrecision("wall_ms"),
    wallMedianMs: doublePrecision("wall_median_ms"),
    wallMinMs: doublePrecision("wall_min_ms"),
    wallMaxMs: doublePrecision("wall_max_ms"),
    memoryKb: integer("memory_kb"),
    /** The yardstick's median CPU time beside the measurement's batches (runners/yardstick.ts). */
    referenceCpuMs: doublePrecision("reference_cpu_ms"),
    /**
     * Whether a batch found the machine in its usual state (both yardstick runs near this host's usual time): false
     * when every batch, the extra ones included, ran through a slow spell. Null for rows measured before.
     */
    steady: boolean("steady"),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    measuredAt: timestamp("measured_at", { withTimezone: true }),
  },
  (t) => [
    // "faster than X % of accepted {language} solutions": a count over this index's range.
    index("submission_performance_distribution_idx")
      .on(t.problemId, t.language, t.cpuMs)
      .where(sql`${t.status} = 'MEASURED'`),
  ],
);
