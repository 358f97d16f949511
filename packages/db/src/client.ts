import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index.ts";

export type Db = ReturnType<typeof createDb>["db"];

/** One pool per process. `max` stays small: two cores, and Postgres is shared by API and workers. */
export function createDb(url: string, opts: { max?: number } = {}) {
  const sql = postgres(url, { max: opts.max ?? 10, onnotice: () => {}, connect_timeout: 5 });
  const db = drizzle(sql, { schema, casing: "snake_case" });
  return { db, sql };
}
