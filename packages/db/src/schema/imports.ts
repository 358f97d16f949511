import type { ImportedProblemReport, ImportStatus } from "@grindstone/shared";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "./bytea.ts";
import { problems } from "./problems.ts";
import { users } from "./users.ts";

/**
 * One import of problem packages (issue 25): created by the API, advanced by the worker's import job, read by
 * `GET /problems/import/{id}`. State lives here, not in a process, so an API or worker restart loses nothing.
 */
export const problemImports = pgTable(
  "problem_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").$type<ImportStatus>().notNull().default("running"),
    /** The uploaded file's name, or the URL. */
    source: text("source").notNull(),
    /** True: the upload's bytes are in import_upload_chunks; false: `source` is a URL the worker fetches. */
    uploaded: boolean("uploaded").notNull(),
    verify: boolean("verify").notNull().default(true),
    problems: jsonb("problems").$type<ImportedProblemReport[]>().notNull().default([]),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    current: text("current").notNull().default(""),
    error: text("error").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("problem_imports_created_at_idx").on(t.createdAt)],
);

/** An upload, in chunks (IMPORT_UPLOAD_CHUNK_BYTES) so no process holds a whole archive; removed when the job ends. */
export const importUploadChunks = pgTable(
  "import_upload_chunks",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => problemImports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/**
 * Files a problem's statement or editorial shows (an imported package's images), served by
 * `GET /problems/{id}/assets/{name}`: a remote load would leak readers and break offline, so we keep them.
 */
export const problemAssets = pgTable(
  "problem_assets",
  {
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    sha256: text("sha256").notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.name] })],
);

export type ProblemImportRow = typeof problemImports.$inferSelect;
