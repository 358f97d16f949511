import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./bytea.ts";

/**
 * Test data stored once by its content (issue 25: a problem's big tests). A test whose input or answer is here holds
 * its SHA-256 (test_cases.input_sha256/output_sha256) instead of the text: no request and no worker loads a whole
 * set into memory; workers fetch a file chunk by chunk into their disk cache, keyed by the hash. The same file in
 * two tests, two problems or two imports of one package is stored once.
 */
export const testData = pgTable("test_data", {
  sha256: text("sha256").primaryKey(),
  bytes: bigint("bytes", { mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A stored file's bytes, TEST_DATA_CHUNK_BYTES at a time, in order of `seq`. */
export const testDataChunks = pgTable(
  "test_data_chunks",
  {
    sha256: text("sha256")
      .notNull()
      .references(() => testData.sha256, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.seq] })],
);
