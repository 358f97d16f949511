import { customType } from "drizzle-orm/pg-core";

/** Raw bytes (Postgres bytea) as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
